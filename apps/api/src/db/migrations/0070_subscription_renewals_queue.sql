-- The subscription renewals sweep (features/subscription/subscription.jobs.ts): hourly, one at a time.
SELECT pgboss.create_queue('subscription-renewals', '{"policy":"short","retryLimit":0,"expireInSeconds":600}');
