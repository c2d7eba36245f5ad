-- What a member gave the team's owner for their share of la vaca: the share when he marked it paid, so a share that
-- changes afterwards shows what is still owed or to give back (docs/product.md, "La vaca"). Marks made before it
-- stay null and read as the share of the moment.
ALTER TABLE "reservation_attendance" ADD COLUMN "paid_amount" integer;
