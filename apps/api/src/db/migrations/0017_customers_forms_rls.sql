-- Customer forms (customers/forms): row-level security on the four new tenant tables, and the
-- queue of the job that e-mails form links before visits (customers/forms/forms.jobs.ts).
SELECT chairside_enable_venue_rls(tenant_table)
FROM unnest(ARRAY['customer_forms', 'customer_form_services', 'customer_form_requests', 'customer_form_responses']::regclass[]) AS tenant_table;
--> statement-breakpoint
SELECT pgboss.create_queue('customer-form-links', '{"policy":"short","retryLimit":0,"expireInSeconds":120}');
