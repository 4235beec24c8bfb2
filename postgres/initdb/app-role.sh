#!/bin/sh
# Run once by the postgres image, as the superuser, when its data directory is empty
# (/docker-entrypoint-initdb.d; docker-compose.yml mounts this folder there). Makes the role
# that `ndoto migrate` and the servers connect as, and its database, which the role owns: the
# migrations create its tables, and a server broken into is no superuser, cannot create roles or
# databases, and reaches no other database. Only the owner (and the superuser) may connect.
#
# Reads NDOTO_DB_PASSWORD (postgres.env; DATABASE_URL in database.env holds the same password),
# NDOTO_DB_ROLE and NDOTO_DB_NAME (docker-compose.yml), and POSTGRES_USER (the superuser).
# backend/tests/integration/edge/compose.rs runs it against a real PostgreSQL.
set -eu
: "${NDOTO_DB_PASSWORD:?set NDOTO_DB_PASSWORD in postgres.env}"
# The password reaches psql through its environment (\getenv), not its command line.
psql --no-psqlrc --set ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  --set role="${NDOTO_DB_ROLE:-ndoto_app}" --set database="${NDOTO_DB_NAME:-ndoto}" <<'SQL'
\getenv password NDOTO_DB_PASSWORD
CREATE ROLE :"role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD :'password';
CREATE DATABASE :"database" OWNER :"role";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
SQL
