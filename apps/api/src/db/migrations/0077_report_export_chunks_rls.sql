-- The pieces of a background export's file are the venue's rows (row-level security), like the export.
SELECT chairside_enable_venue_rls('report_export_chunks');
