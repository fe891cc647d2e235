-- The prepayment part of the documents written before sales.prepaid_total existed: the net of their
-- gift-voucher and deposit lines (negative on voids and refunds, like the lines).
UPDATE "sales" s SET "prepaid_total" = p.net
FROM (
  SELECT venue_id, sale_id, sum(net)::int AS net FROM "sale_lines" WHERE kind IN ('voucher', 'deposit') GROUP BY venue_id, sale_id
) p
WHERE s.venue_id = p.venue_id AND s.id = p.sale_id;
