-- How each movement of the cash book changed hands (docs/api.md, "Cash book"); those recorded before it, cash.
ALTER TABLE "payment_movements" ADD COLUMN "method" text DEFAULT 'CASH' NOT NULL;