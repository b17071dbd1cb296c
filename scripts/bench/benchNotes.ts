import type { CollectionConfig } from 'payload'

/**
 * The yardstick for the lead endpoint: a bare Payload `create` on a one-text-field collection, through Payload's
 * own REST route. Only the bench's configuration (./payload.config.ts) has it; its table is made by the bench
 * (BENCH_NOTES_TABLE), never by the product's migrations.
 */
export const BenchNotes: CollectionConfig = {
  slug: 'bench-notes',
  access: { create: () => true, read: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'text', type: 'text' }],
}

/** The table Payload expects for it, and its column in Payload's own relation table (the bench runs this first). */
export const BENCH_NOTES_TABLE = `create table if not exists bench_notes (
    id serial primary key, text varchar,
    updated_at timestamp(3) with time zone default now() not null,
    created_at timestamp(3) with time zone default now() not null);
  alter table payload_locked_documents_rels add column if not exists bench_notes_id integer;`
