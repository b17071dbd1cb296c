import { payload } from "./helpers.ts";

/** What the account tests share (accounts.test.ts, account-timing.test.ts). */
export const strong = "Girasole!Blu2026";

let addressCounter = 0;
/** A fresh visitor address for each call that must not meet another's rate limit or wait. */
export const freshIp = () =>
  `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

export async function createUser(
  email: string,
  password = strong,
  roles: string[] = ["merchant"],
) {
  const p = await payload();
  return p.create({
    collection: "users",
    data: {
      email,
      password,
      roles: roles as ("merchant" | "admin" | "editor")[],
    },
    overrideAccess: true,
  });
}

export async function storedUser(email: string) {
  const p = await payload();
  const found = await p.find({
    collection: "users",
    where: { email: { equals: email } },
    showHiddenFields: true,
    depth: 0,
    overrideAccess: true,
  });
  return found.docs[0] as (typeof found.docs)[number] & Record<string, unknown>;
}

/** The jobs queued for an address: its e-mails and the work that may send one. */
export async function queuedTo(email: string) {
  const pool = (
    (await payload()).db as unknown as {
      pool: {
        query: (
          text: string,
          values: unknown[],
        ) => Promise<{ rows: unknown[] }>;
      };
    }
  ).pool;
  const { rows } = await pool.query(
    `select task_slug::text as task, input from payload_jobs where input->>'to' = $1 order by id`,
    [email],
  );
  return rows as {
    task: string;
    input: { to: string; subject?: string; text?: string };
  }[];
}
