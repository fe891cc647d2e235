-- Row-level security, the second wall behind the per-query venue filters (DESIGN.md §4).
-- Every tenant table (venue_id NOT NULL) shows and accepts only the rows of the venue named by the
-- connection's setting app.venue_id, or every row when app.all_venues is 'on' (work that is not
-- one venue's: sign-in before a venue is chosen, scheduled jobs, seeding). The app sets both on
-- each pooled connection (db/scoped-pool.ts) and connects as a role that owns no table; FORCE makes
-- the owner obey the policies too (superusers alone pass by). A later migration that adds a tenant
-- table calls chairside_enable_venue_rls('its_table'); a test fails while one is missing.
CREATE FUNCTION chairside_enable_venue_rls(tenant_table regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tenant_table);
    -- The settings are read in sub-selects, which PostgreSQL evaluates once per query (an
    -- InitPlan) rather than once per row.
    EXECUTE format(
      $policy$CREATE POLICY venue_scope ON %s
        USING ((SELECT current_setting('app.all_venues', true)) = 'on'
               OR venue_id = (SELECT nullif(current_setting('app.venue_id', true), '')::integer))
        WITH CHECK ((SELECT current_setting('app.all_venues', true)) = 'on'
               OR venue_id = (SELECT nullif(current_setting('app.venue_id', true), '')::integer))$policy$,
      tenant_table
    );
  END
  $$;
--> statement-breakpoint
SELECT chairside_enable_venue_rls(tenant_table)
FROM unnest(ARRAY[
  'venue_hours', 'employee_types', 'employees', 'employee_shifts', 'employee_services',
  'service_groups', 'services', 'resources', 'service_resources', 'customers', 'activity_log',
  'appointment_series', 'appointment_groups', 'appointments', 'appointment_segments', 'employee_events'
]::regclass[]) AS tenant_table;
