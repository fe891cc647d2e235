-- sale_daily_stats (issue 16): the sale documents, their lines, payments and tips summed per venue day
-- (sales.business_date) in the slices the sales reports group by (see its schema), kept equal to the raw
-- rows by the database itself, whatever code writes them. Like appointment_daily_stats, every change only
-- INSERTs rows of differences (a row leaving a key counts negative, one arriving positive): no upsert, no
-- unique key, so two tills never wait on or deadlock over a shared rollup row; readers sum a key's rows
-- and chairside_compact_sale_daily_stats() (the reports-compact-stats job) merges them.
--
-- Who adds what:
-- - a child row (line, payment, tip) adds its slices under its document's current key, from the child
--   triggers' transition tables: +new rows, -old rows. A child whose document is gone adds nothing (the
--   document's delete took its children away first, below).
-- - a document's INSERT adds only what depends on the document alone ('document', 'customer'): its
--   children, even when written by the same statement (a data-modifying WITH), add themselves.
-- - a document's UPDATE of a column a key or a sum reads takes the document and all its children away
--   under the old values (BEFORE ROW) and adds them back under the new ones (AFTER ROW); its DELETE takes
--   them away (BEFORE ROW) before the foreign keys cascade to the children.
-- - 'paid' (documents with at least one payment) is a distinct count: the payment triggers compare each
--   touched document's payment count after the statement with the count before it (after - new + old).
-- The child triggers lock their documents (FOR NO KEY UPDATE, in id order) first, so a document's key and
-- its payment count are read as committed by whoever wrote them before; the tills write only their own new
-- documents' children, so this never waits in practice.
-- 'customer' and 'product' rows are per venue month (day: its first day): a customer or a product is seen on
-- few days of a month, so per day they would be about as many as the documents. The 'customer' rows keep
-- the customer's id, never the name on the document: rows of differences outlive an erasure's rename
-- until compaction, and the report names the customer from the customers table.
-- The day is the stored business_date, not computed from the venue's time zone: a time-zone change does
-- not move a document to another day, so (unlike appointment_daily_stats) nothing is rebuilt then.

CREATE FUNCTION chairside_sale_stats_lines(added sale_lines[], removed sale_lines[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM 1 FROM sales s JOIN (SELECT a.venue_id, a.sale_id FROM unnest(added) a UNION SELECT r.venue_id, r.sale_id FROM unnest(removed) r) k
      ON s.venue_id = k.venue_id AND s.id = k.sale_id ORDER BY s.id FOR NO KEY UPDATE OF s;
    WITH x AS (
      SELECT s.venue_id, s.business_date AS day, s.kind AS doc_kind, l.kind AS line_kind, l.tax_rate, l.product_id, l.name, l.employee_id,
        l.membership_id, l.customer_membership_id, l.sign, l.quantity, l.net, l.tax_amount, l.total
      FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.*, -1 FROM unnest(removed) r) l
        JOIN sales s ON s.venue_id = l.venue_id AND s.id = l.sale_id
    )
    INSERT INTO sale_daily_stats (venue_id, day, slice, doc_kind, employee_id, item_id, line_kind, tax_rate, name, lines, quantity, net, tax, total)
    SELECT venue_id, day, 'tax', doc_kind, NULL::integer, NULL::integer, line_kind, tax_rate, NULL::text, sum(sign), sum(sign * quantity), sum(sign * net), sum(sign * tax_amount), sum(sign * total)
    FROM x GROUP BY venue_id, day, doc_kind, line_kind, tax_rate
    UNION ALL
    SELECT venue_id, date_trunc('month', day)::date, 'product', NULL::text, NULL::integer, product_id, NULL::text, NULL::integer, name, sum(sign), sum(sign * quantity),
      sum(sign * net), sum(sign * tax_amount), sum(sign * total)
    FROM x WHERE line_kind = 'product' GROUP BY venue_id, date_trunc('month', day)::date, product_id, name
    UNION ALL
    SELECT venue_id, day, 'employee', NULL::text, employee_id, NULL::integer, line_kind, NULL::integer, NULL::text, sum(sign), sum(sign * quantity), sum(sign * net), sum(sign * tax_amount), sum(sign * total)
    FROM x WHERE employee_id IS NOT NULL GROUP BY venue_id, day, employee_id, line_kind
    UNION ALL
    SELECT venue_id, day, 'membership', NULL::text, NULL::integer, membership_id, NULL::text, NULL::integer, NULL::text, sum(sign), sum(sign * quantity), sum(sign * net), sum(sign * tax_amount), sum(sign * total)
    FROM x WHERE line_kind = 'membership' AND membership_id IS NOT NULL GROUP BY venue_id, day, membership_id
    UNION ALL
    SELECT venue_id, day, 'membership_use', NULL::text, NULL::integer, customer_membership_id, NULL::text, NULL::integer, NULL::text, sum(sign), sum(sign * quantity), sum(sign * net), sum(sign * tax_amount), sum(sign * total)
    FROM x WHERE line_kind = 'service' AND customer_membership_id IS NOT NULL GROUP BY venue_id, day, customer_membership_id;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION chairside_sale_stats_payments(added sale_payments[], removed sale_payments[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM 1 FROM sales s JOIN (SELECT a.venue_id, a.sale_id FROM unnest(added) a UNION SELECT r.venue_id, r.sale_id FROM unnest(removed) r) k
      ON s.venue_id = k.venue_id AND s.id = k.sale_id ORDER BY s.id FOR NO KEY UPDATE OF s;
    INSERT INTO sale_daily_stats (venue_id, day, slice, doc_kind, employee_id, method, lines, amount)
    SELECT s.venue_id, s.business_date, 'payment', s.kind, s.employee_id, p.method, sum(p.sign), sum(p.sign * p.amount)
    FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.*, -1 FROM unnest(removed) r) p
      JOIN sales s ON s.venue_id = p.venue_id AND s.id = p.sale_id
    GROUP BY s.venue_id, s.business_date, s.kind, s.employee_id, p.method;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION chairside_sale_stats_tips(added sale_tips[], removed sale_tips[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM 1 FROM sales s JOIN (SELECT a.venue_id, a.sale_id FROM unnest(added) a UNION SELECT r.venue_id, r.sale_id FROM unnest(removed) r) k
      ON s.venue_id = k.venue_id AND s.id = k.sale_id ORDER BY s.id FOR NO KEY UPDATE OF s;
    INSERT INTO sale_daily_stats (venue_id, day, slice, employee_id, documents, tips)
    SELECT s.venue_id, s.business_date, 'tip', t.employee_id, sum(t.sign), sum(t.sign * t.amount)
    FROM (SELECT a.*, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.*, -1 FROM unnest(removed) r) t
      JOIN sales s ON s.venue_id = t.venue_id AND s.id = t.sale_id
    GROUP BY s.venue_id, s.business_date, t.employee_id;
  END
  $$;
--> statement-breakpoint
-- The slices of one venue's documents `ids` as they are now, times `sign`; with `children`, their lines',
-- payments' and tips' slices too. Nothing once the venue is gone (it is being deleted: its rollup goes with it).
CREATE FUNCTION chairside_sale_stats_documents(venue integer, ids integer[], sign integer, children boolean) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM venues WHERE id = venue) THEN
      RETURN;
    END IF;
    INSERT INTO sale_daily_stats (venue_id, day, slice, doc_kind, employee_id, item_id, name, documents, net, discount, tax, total, tips)
    SELECT s.venue_id, s.business_date, 'document', s.kind, s.employee_id, NULL::integer, NULL::text, sign * count(*), sign * sum(s.net_total - s.prepaid_total),
      sign * sum(s.discount_total), sign * sum(s.tax_total), sign * sum(s.total), sign * sum(s.tip_total)
    FROM sales s WHERE s.venue_id = venue AND s.id = ANY(ids)
    GROUP BY s.venue_id, s.business_date, s.kind, s.employee_id
    UNION ALL
    SELECT s.venue_id, date_trunc('month', s.business_date)::date, 'customer', s.kind, NULL::integer, s.customer_id, NULL::text, sign * count(*),
      sign * sum(s.net_total - s.prepaid_total), 0, 0, sign * sum(s.total), 0
    FROM sales s WHERE s.venue_id = venue AND s.id = ANY(ids) AND s.customer_id IS NOT NULL
    GROUP BY s.venue_id, date_trunc('month', s.business_date)::date, s.kind, s.customer_id;
    IF children THEN
      INSERT INTO sale_daily_stats (venue_id, day, slice, doc_kind, employee_id, documents)
      SELECT s.venue_id, s.business_date, 'paid', s.kind, s.employee_id, sign * count(*)
      FROM sales s WHERE s.venue_id = venue AND s.id = ANY(ids)
        AND EXISTS (SELECT 1 FROM sale_payments p WHERE p.venue_id = s.venue_id AND p.sale_id = s.id)
      GROUP BY s.venue_id, s.business_date, s.kind, s.employee_id;
      IF sign > 0 THEN
        PERFORM chairside_sale_stats_lines(ARRAY(SELECT l FROM sale_lines l WHERE l.venue_id = venue AND l.sale_id = ANY(ids)), '{}');
        PERFORM chairside_sale_stats_payments(ARRAY(SELECT p FROM sale_payments p WHERE p.venue_id = venue AND p.sale_id = ANY(ids)), '{}');
        PERFORM chairside_sale_stats_tips(ARRAY(SELECT t FROM sale_tips t WHERE t.venue_id = venue AND t.sale_id = ANY(ids)), '{}');
      ELSE
        PERFORM chairside_sale_stats_lines('{}', ARRAY(SELECT l FROM sale_lines l WHERE l.venue_id = venue AND l.sale_id = ANY(ids)));
        PERFORM chairside_sale_stats_payments('{}', ARRAY(SELECT p FROM sale_payments p WHERE p.venue_id = venue AND p.sale_id = ANY(ids)));
        PERFORM chairside_sale_stats_tips('{}', ARRAY(SELECT t FROM sale_tips t WHERE t.venue_id = venue AND t.sale_id = ANY(ids)));
      END IF;
    END IF;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION chairside_sale_stats_sales_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM chairside_sale_stats_documents(n.venue_id, array_agg(n.id), 1, false) FROM new_rows n GROUP BY n.venue_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION chairside_sale_stats_sales_row() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_WHEN = 'BEFORE' THEN
      PERFORM chairside_sale_stats_documents(OLD.venue_id, ARRAY[OLD.id], -1, true);
      IF TG_OP = 'DELETE' THEN
        RETURN OLD;
      END IF;
      RETURN NEW;
    END IF;
    PERFORM chairside_sale_stats_documents(NEW.venue_id, ARRAY[NEW.id], 1, true);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "sales_daily_stats_insert" AFTER INSERT ON "sales"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_sale_stats_sales_insert();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_stats_delete" BEFORE DELETE ON "sales"
  FOR EACH ROW EXECUTE FUNCTION chairside_sale_stats_sales_row();
--> statement-breakpoint
-- Only a change of what a key or a sum reads moves the document (not its number, set as the paying
-- transaction's last write).
CREATE TRIGGER "sales_daily_stats_update_before" BEFORE UPDATE ON "sales"
  FOR EACH ROW WHEN ((OLD.venue_id, OLD.id, OLD.business_date, OLD.kind, OLD.employee_id, OLD.customer_id, OLD.net_total, OLD.prepaid_total,
    OLD.discount_total, OLD.tax_total, OLD.total, OLD.tip_total) IS DISTINCT FROM (NEW.venue_id, NEW.id, NEW.business_date, NEW.kind, NEW.employee_id,
    NEW.customer_id, NEW.net_total, NEW.prepaid_total, NEW.discount_total, NEW.tax_total, NEW.total, NEW.tip_total))
  EXECUTE FUNCTION chairside_sale_stats_sales_row();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_stats_update_after" AFTER UPDATE ON "sales"
  FOR EACH ROW WHEN ((OLD.venue_id, OLD.id, OLD.business_date, OLD.kind, OLD.employee_id, OLD.customer_id, OLD.net_total, OLD.prepaid_total,
    OLD.discount_total, OLD.tax_total, OLD.total, OLD.tip_total) IS DISTINCT FROM (NEW.venue_id, NEW.id, NEW.business_date, NEW.kind, NEW.employee_id,
    NEW.customer_id, NEW.net_total, NEW.prepaid_total, NEW.discount_total, NEW.tax_total, NEW.total, NEW.tip_total))
  EXECUTE FUNCTION chairside_sale_stats_sales_row();
--> statement-breakpoint
-- (The functions are PL/pgSQL, whose statements' plans are kept per session; an SQL function's are made again on every call.)
-- One trigger function for the three child tables (TG_ARGV[0]: the function that adds their slices, first
-- locking the documents in id order): the statement's rows as arrays of the table's row type.
CREATE FUNCTION chairside_sale_stats_children_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    added text := CASE WHEN TG_OP = 'DELETE' THEN format('''{}''::%I[]', TG_TABLE_NAME) ELSE format('(SELECT coalesce(array_agg(ROW(n.*)::%I), ''{}'') FROM new_rows n)', TG_TABLE_NAME) END;
    removed text := CASE WHEN TG_OP = 'INSERT' THEN format('''{}''::%I[]', TG_TABLE_NAME) ELSE format('(SELECT coalesce(array_agg(ROW(o.*)::%I), ''{}'') FROM old_rows o)', TG_TABLE_NAME) END;
  BEGIN
    EXECUTE format('SELECT %I(%s, %s)', TG_ARGV[0], added, removed);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Payments also keep 'paid': per touched document, (has payments now) - (had payments before the statement).
CREATE FUNCTION chairside_sale_stats_payments_changed(added sale_payments[], removed sale_payments[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM chairside_sale_stats_payments(added, removed);
    INSERT INTO sale_daily_stats (venue_id, day, slice, doc_kind, employee_id, documents)
    SELECT s.venue_id, s.business_date, 'paid', s.kind, s.employee_id, sum((c.now > 0)::int - ((c.now - d.change) > 0)::int)
    FROM (
      SELECT x.venue_id, x.sale_id, sum(x.sign) AS change
      FROM (SELECT a.venue_id, a.sale_id, 1 AS sign FROM unnest(added) a UNION ALL SELECT r.venue_id, r.sale_id, -1 FROM unnest(removed) r) x
      GROUP BY x.venue_id, x.sale_id
    ) d
      JOIN sales s ON s.venue_id = d.venue_id AND s.id = d.sale_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS now FROM sale_payments p WHERE p.venue_id = d.venue_id AND p.sale_id = d.sale_id) c
    GROUP BY s.venue_id, s.business_date, s.kind, s.employee_id
    HAVING sum((c.now > 0)::int - ((c.now - d.change) > 0)::int) <> 0;
  END
  $$;
--> statement-breakpoint
DO $$
  DECLARE
    child text;
    adds text;
  BEGIN
    FOR child, adds IN SELECT * FROM (VALUES ('sale_lines', 'chairside_sale_stats_lines'), ('sale_payments', 'chairside_sale_stats_payments_changed'),
      ('sale_tips', 'chairside_sale_stats_tips')) v LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_sale_stats_children_trigger(%L)',
        child || '_daily_stats_insert', child, adds);
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_sale_stats_children_trigger(%L)',
        child || '_daily_stats_update', child, adds);
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chairside_sale_stats_children_trigger(%L)',
        child || '_daily_stats_delete', child, adds);
    END LOOP;
  END
  $$;
--> statement-breakpoint
-- Merges the rows of each key that has several into one (keys whose sums are all zero disappear). Rows
-- added meanwhile by other transactions are not in this statement's snapshot and stay as they are.
CREATE FUNCTION chairside_compact_sale_daily_stats() RETURNS integer
  LANGUAGE sql
  AS $$
    WITH keys AS (
      SELECT venue_id, day, slice, doc_kind, employee_id, item_id, line_kind, tax_rate, method, name FROM sale_daily_stats
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 HAVING count(*) > 1
    ), gone AS (
      DELETE FROM sale_daily_stats s USING keys k
      WHERE s.venue_id = k.venue_id AND s.day = k.day AND s.slice = k.slice AND s.doc_kind IS NOT DISTINCT FROM k.doc_kind
        AND s.employee_id IS NOT DISTINCT FROM k.employee_id AND s.item_id IS NOT DISTINCT FROM k.item_id AND s.line_kind IS NOT DISTINCT FROM k.line_kind
        AND s.tax_rate IS NOT DISTINCT FROM k.tax_rate AND s.method IS NOT DISTINCT FROM k.method AND s.name IS NOT DISTINCT FROM k.name
      RETURNING s.*
    ), merged AS (
      INSERT INTO sale_daily_stats (venue_id, day, slice, doc_kind, employee_id, item_id, line_kind, tax_rate, method, name,
        documents, lines, quantity, net, discount, tax, total, tips, amount)
      SELECT venue_id, day, slice, doc_kind, employee_id, item_id, line_kind, tax_rate, method, name,
        sum(documents), sum(lines), sum(quantity), sum(net), sum(discount), sum(tax), sum(total), sum(tips), sum(amount)
      FROM gone GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      HAVING sum(documents) <> 0 OR sum(lines) <> 0 OR sum(quantity) <> 0 OR sum(net) <> 0 OR sum(discount) <> 0 OR sum(tax) <> 0
        OR sum(total) <> 0 OR sum(tips) <> 0 OR sum(amount) <> 0
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM gone)::integer;
  $$;
--> statement-breakpoint
SELECT chairside_enable_venue_rls('sale_daily_stats');
--> statement-breakpoint
SELECT chairside_sale_stats_documents(v.id, ARRAY(SELECT s.id FROM sales s WHERE s.venue_id = v.id), 1, true)
FROM venues v WHERE EXISTS (SELECT 1 FROM sales s WHERE s.venue_id = v.id);
