-- A refused CSV import keeps its problems (every line, column, value and reason) for the user to
-- read in full: a live message holds 8 kB at most. The file's bytes are dropped then.
ALTER TABLE "folder_imports" ADD COLUMN "problems" jsonb;
