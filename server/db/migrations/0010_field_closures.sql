-- The days a field is closed (docs/product.md, "Closed days"): one row a day, gone with its field.
CREATE TABLE "field_closures" (
	"field_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	CONSTRAINT "field_closures_field_id_day_pk" PRIMARY KEY("field_id","day")
);
--> statement-breakpoint
ALTER TABLE "field_closures" ADD CONSTRAINT "field_closures_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;