-- Written by hand (data, no schema change). Until now no account was ever marked `verified`: the
-- federated sign-in now signs into an account only once its address is proven (a Google sign-up, or
-- a reset link opened), so every account made before this change is taken as the shop took it —
-- proven — rather than locking out every customer who signs in with Google. Accounts opened with a
-- password from now on are unproven until a reset link is opened.
UPDATE "customers" SET "verified" = true;
