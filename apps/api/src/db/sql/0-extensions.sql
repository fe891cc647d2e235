-- Extensions every later migration may rely on (PGlite loads btree_gist as a contrib extension).
CREATE EXTENSION IF NOT EXISTS btree_gist;
