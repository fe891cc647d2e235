-- The thank-you sweep (features/reminders/reminders.thank-you.ts): every minute, one at a time.
SELECT pgboss.create_queue('reminders-thank-you', '{"policy":"short","retryLimit":0,"expireInSeconds":300}');
