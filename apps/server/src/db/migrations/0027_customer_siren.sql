ALTER TABLE "legal_entities" ADD COLUMN "siren" text;--> statement-breakpoint
-- Customers saved before: their SIREN is the one their French VAT number holds (FR + 2-digit key +
-- SIREN), when its Luhn check holds (rules/buyer-siren.ts sirenFromVatNumber does the same).
UPDATE "legal_entities" AS le
  SET "siren" = substring(le."tva_intracommunautaire" from 5 for 9)
  WHERE le."siren" IS NULL
    AND le."tva_intracommunautaire" ~ '^FR[0-9]{11}$'
    AND (
      SELECT sum(CASE WHEN k % 2 = 0 THEN (d * 2) / 10 + (d * 2) % 10 ELSE d END)
      FROM (
        SELECT k, substring(le."tva_intracommunautaire" from 4 + k for 1)::int AS d
        FROM generate_series(1, 9) AS k
      ) AS digits
    ) % 10 = 0;
