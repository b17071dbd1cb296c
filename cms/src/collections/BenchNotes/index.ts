import type { CollectionConfig } from 'payload'

/**
 * Only in `npm run bench` (PAYLOAD_BENCH_COLLECTION=1, which also creates its table): the yardstick for
 * the lead endpoint, a bare Payload `create` on a one-text-field collection through the same server. Never part
 * of the product's schema, migrations or types.
 */
export const BenchNotes: CollectionConfig = {
  slug: 'bench-notes',
  access: { create: () => true, read: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'text', type: 'text' }],
}

export const benchCollections: CollectionConfig[] = process.env.PAYLOAD_BENCH_COLLECTION === '1' ? [BenchNotes] : []

/** The table Payload expects for it, and its column in Payload's own relation tables (the bench runs this first). */
export const BENCH_NOTES_TABLE = `create table if not exists bench_notes (
    id serial primary key, text varchar,
    updated_at timestamp(3) with time zone default now() not null,
    created_at timestamp(3) with time zone default now() not null);
  alter table payload_locked_documents_rels add column if not exists bench_notes_id integer;`
