-- Issue 20: an inbound text finds its sender by the digits of users.phone (`phoneDigits` in app/db/schema.ts)
-- through this index instead of reading every user. drizzle-kit splits an expression at its commas, so the
-- statement is written by hand; the expression is the one the query uses.
CREATE INDEX `users_phone_digits_idx` ON `users` (replace(replace(replace(replace(replace(replace("phone", ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''));
