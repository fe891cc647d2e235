#!/usr/bin/env bash
# Until the first migration lands, the migrations are regenerated from the schema as a whole:
# one generated migration for the tables, then one custom migration with db/sql/*.sql
# (extensions, exclusion constraints and anything else Drizzle cannot express).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=apps/api/src/db/migrations
rm -rf "$dir"
npx drizzle-kit generate --config apps/api/drizzle.config.ts --name schema >/dev/null
npx drizzle-kit generate --config apps/api/drizzle.config.ts --custom --name constraints >/dev/null
custom=$(ls "$dir"/0001_*.sql)
cat apps/api/src/db/sql/*.sql > "$custom"
# The extension must exist before any table uses it: move it to the front of the first migration too.
{ echo 'CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint'; cat "$dir"/0000_*.sql; } > "$dir/tmp" && mv "$dir/tmp" "$dir"/0000_schema.sql
ls "$dir"
