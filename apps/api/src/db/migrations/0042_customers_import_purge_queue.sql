-- The hourly purge of customer import files and reports kept past IMPORT_KEEP_DAYS (features/customers/import/import.jobs.ts).
SELECT pgboss.create_queue('customers-import-purge', '{"policy":"short","retryLimit":2}');
