/**
 * The rest of Demo Salon's range (issue 15: about 150 products, retail and professional), beside
 * the twelve products the tests read exactly (seed/inventory.ts). Written compactly: per brand and
 * category, a price, a cost, who supplies it and the names; rangeProducts expands it with SKUs,
 * valid EAN-13 barcodes, reorder levels, the opening stock (received on the opening orders) and the
 * later movements: back-bar products used in services, the odd retail product damaged, a few low.
 * No retail product of the range is sold here: the till sales of the demo are the sales seed's, so
 * the ledger's sales agree with the sales history.
 */

export type Supplier = 'beauty' | 'salonSupply';
type Usage = 'retail' | 'professional';

interface RangeGroup {
  brand: string;
  prefix: string;
  category: string;
  usage: Usage;
  supplier: Supplier;
  retail: number;
  cost: number;
  level: number;
  quantity: number;
  names: string[];
}

const shades = (line: string, size: string, names: string[]) => names.map((name) => `${line} ${name} ${size}`);

const RANGE: RangeGroup[] = [
  { brand: 'Kérastase', prefix: 'KER', category: 'Shampoo', usage: 'retail', supplier: 'beauty', retail: 2895, cost: 1450, level: 3, quantity: 6,
    names: ['Bain Hydra-Fortifiant 250 ml', 'Bain Riche Chroma Respect 250 ml', 'Bain Prévention 250 ml', 'Bain Divalent 250 ml', 'Bain Décalcifiant Réparateur 250 ml', 'Bain Micellaire Riche 250 ml'] },
  { brand: 'Kérastase', prefix: 'KER', category: 'Treatment', usage: 'retail', supplier: 'beauty', retail: 4450, cost: 2200, level: 2, quantity: 6,
    names: ['Fondant Fluidealiste 200 ml', 'Masque Chroma Filler 200 ml', 'Masque Force Architecte 200 ml', 'Sérum Extentioniste 50 ml', 'Concentré Décalcifiant 250 ml'] },
  { brand: 'Kérastase', prefix: 'KER', category: 'Styling', usage: 'retail', supplier: 'beauty', retail: 3650, cost: 1800, level: 2, quantity: 6,
    names: ['Huile Originale 100 ml', 'Ciment Thermique 150 ml', 'Spray à Porter 150 ml', 'Nectar Thermique 150 ml', 'Laque Couture 300 ml'] },
  { brand: 'Wella Professionals', prefix: 'WEL', category: 'Colour', usage: 'professional', supplier: 'beauty', retail: 0, cost: 650, level: 4, quantity: 12,
    names: shades('Koleston Perfect', '60 ml', ['5/0', '6/0', '6/7', '7/1', '7/43', '8/0', '8/1', '9/1', '9/16', '10/0', '10/1', '12/11']) },
  { brand: 'Wella Professionals', prefix: 'WEL', category: 'Colour', usage: 'professional', supplier: 'beauty', retail: 0, cost: 780, level: 3, quantity: 6,
    names: [...shades('Illumina Color', '60 ml', ['6/16', '7/81', '8/1', '9/19', '10/36']), 'Welloxon 3 % developer 1 l', 'Welloxon 9 % developer 1 l', 'Welloxon 12 % developer 1 l', 'Blondor Multi Blonde powder 800 g'] },
  { brand: 'Wella Professionals', prefix: 'WEL', category: 'Care', usage: 'retail', supplier: 'beauty', retail: 1795, cost: 850, level: 3, quantity: 6,
    names: ['Invigo Nutri-Enrich shampoo 300 ml', 'Invigo Nutri-Enrich conditioner 200 ml', 'Invigo Color Brilliance shampoo 300 ml', 'Invigo Color Brilliance conditioner 200 ml', 'Invigo Volume Boost shampoo 300 ml'] },
  { brand: 'Wella Professionals', prefix: 'WEL', category: 'Styling', usage: 'retail', supplier: 'beauty', retail: 1895, cost: 900, level: 2, quantity: 6,
    names: ['EIMI Sugar Lift 150 ml', 'EIMI Perfect Me 100 ml', 'EIMI Shape Control 300 ml', 'EIMI Ocean Spritz 150 ml'] },
  { brand: 'OPI', prefix: 'OPI', category: 'Nails', usage: 'retail', supplier: 'salonSupply', retail: 1595, cost: 700, level: 2, quantity: 6,
    names: [
      ...shades('Nail Lacquer', '15 ml', ['Malaga Wine', 'Funny Bunny', 'Bubble Bath', 'Lincoln Park After Dark', 'Cajun Shrimp', 'Strawberry Margarita', 'Dulce de Leche', 'Mod About You', 'Russian Navy', 'Hot & Spicy', 'Tickle My France-y', 'Less is Norse']),
      'Top Coat 15 ml', 'Natural Nail Base Coat 15 ml', 'Infinite Shine Gloss 15 ml', 'ProSpa cuticle oil 8.6 ml', 'Drip Dry drops 27 ml',
    ] },
  { brand: 'OPI', prefix: 'OPI', category: 'Nails', usage: 'professional', supplier: 'salonSupply', retail: 0, cost: 1350, level: 1, quantity: 3,
    names: ['GelColor base coat 15 ml', 'GelColor top coat 15 ml', 'Expert Touch lacquer remover 960 ml'] },
  { brand: 'Redken', prefix: 'RED', category: 'Care', usage: 'retail', supplier: 'beauty', retail: 2150, cost: 1050, level: 3, quantity: 6,
    names: [
      'Extreme shampoo 300 ml', 'Extreme conditioner 300 ml', 'Frizz Dismiss shampoo 300 ml', 'Frizz Dismiss conditioner 300 ml', 'Color Extend Magnetics shampoo 300 ml',
      'Color Extend Magnetics conditioner 300 ml', 'Volume Injection shampoo 300 ml', 'Brews daily shampoo 300 ml',
    ] },
  { brand: 'Redken', prefix: 'RED', category: 'Styling', usage: 'retail', supplier: 'beauty', retail: 1950, cost: 950, level: 2, quantity: 6,
    names: ['Brews Work Hard paste 75 ml', 'Rough Paste 12 75 ml', 'Quick Dry 18 250 ml', 'One United spray 150 ml'] },
  { brand: 'Redken', prefix: 'RED', category: 'Colour', usage: 'professional', supplier: 'beauty', retail: 0, cost: 890, level: 3, quantity: 6,
    names: [...shades('Shades EQ', '60 ml', ['09V', '09NB', '08GI', '07NA', '06N', '010P']), 'Shades EQ processing solution 1 l'] },
  { brand: 'Dermalogica', prefix: 'DER', category: 'Skin', usage: 'retail', supplier: 'salonSupply', retail: 5200, cost: 2600, level: 2, quantity: 4,
    names: [
      'Daily Microfoliant 74 g', 'Special Cleansing Gel 250 ml', 'Skin Smoothing Cream 50 ml', 'Precleanse 150 ml', 'Multivitamin Power Recovery Masque 75 ml',
      'Invisible Physical Defense SPF 30 50 ml', 'Intensive Moisture Balance 50 ml', 'Biolumin-C Serum 30 ml', 'Dynamic Skin Recovery SPF 50 50 ml', 'UltraCalming Cleanser 250 ml',
      'Hydrating Mist 150 ml', 'Stress Positive Eye Lift 25 ml',
    ] },
  { brand: 'Dermalogica', prefix: 'DER', category: 'Skin', usage: 'professional', supplier: 'salonSupply', retail: 0, cost: 6400, level: 1, quantity: 2,
    names: ['Precleanse back-bar 473 ml', 'Special Cleansing Gel back-bar 946 ml', 'Multi-Active Toner back-bar 473 ml', 'Skin Smoothing Cream back-bar 177 ml'] },
  { brand: 'CND', prefix: 'CND', category: 'Nails', usage: 'professional', supplier: 'salonSupply', retail: 0, cost: 1550, level: 2, quantity: 4,
    names: [
      'Shellac Base Coat 7.3 ml', 'Shellac Top Coat 7.3 ml',
      ...shades('Shellac', '7.3 ml', ['Romantique', 'Negligee', 'Wildfire', 'Tinted Love', 'Black Pool', 'Cream Puff', 'Rose Bud', 'Beau']), 'Offly Fast remover 222 ml',
    ] },
  { brand: 'CND', prefix: 'CND', category: 'Nails', usage: 'retail', supplier: 'salonSupply', retail: 1695, cost: 800, level: 2, quantity: 6,
    names: ['SolarOil 15 ml', 'RescueRXx 15 ml', 'Scentsations lotion 245 ml'] },
  { brand: '', prefix: 'CON', category: 'Consumables', usage: 'professional', supplier: 'salonSupply', retail: 0, cost: 450, level: 3, quantity: 10,
    names: [
      'Foil roll 100 m', 'Disposable towels (pack of 50)', 'Nitrile gloves M (box of 100)', 'Nitrile gloves L (box of 100)', 'Neck strips (pack of 500)', 'Tint brushes (pack of 10)',
      'Colour bowls (pack of 4)', 'Nail files 100/180 (pack of 50)', 'Buffer blocks (pack of 50)', 'Wax strips (pack of 100)', 'Cotton wool roll 500 g', 'Nail polish remover 1 l',
      'Wooden spatulas (pack of 100)', 'Headbands (pack of 24)', 'Disposable capes (pack of 50)', 'Sectioning clips (pack of 12)', 'Perm end papers (pack of 1000)', 'Lint-free wipes (pack of 200)',
    ] },
];

/** The brands the range needs beyond the twelve products' own. */
export const RANGE_BRANDS = [...new Set(RANGE.map((group) => group.brand).filter(Boolean))];

/** A valid EAN-13 from a 12-digit stem (the check digit appended). */
function ean13(stem: string): string {
  const sum = [...stem].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

export interface RangeProduct {
  name: string;
  brand: string;
  category: string;
  sku: string;
  barcode: string;
  retail: number;
  cost: number;
  usage: Usage;
  level: number;
  quantity: number;
  supplier: Supplier;
  /** Received on the supplier's opening order. */
  opening: number;
  /** Later movements out, with their kind. */
  later: { quantity: number; kind: 'used_in_service' | 'damaged' | 'lost' }[];
}

export function rangeProducts(): RangeProduct[] {
  const counters = new Map<string, number>();
  return RANGE.flatMap((group) => group.names.map((name) => {
    const n = (counters.get(group.prefix) ?? 0) + 1;
    counters.set(group.prefix, n);
    const index = counters.size * 100 + n;
    // Prices vary a little within a group, never below the cost.
    const spread = (index % 5) * 50;
    const retail = group.retail ? group.retail + spread : 0;
    const opening = group.quantity + (index % 4);
    const later: RangeProduct['later'] = [];
    if (group.usage === 'professional') later.push({ quantity: -(1 + (index % 3)), kind: 'used_in_service' });
    else if (index % 6 === 0) later.push({ quantity: -1, kind: 'damaged' });
    // Every 17th product is low: a shelf that emptied faster than the rest.
    if (index % 17 === 0) {
      const left = opening + later.reduce((sum, move) => sum + move.quantity, 0);
      if (left > group.level) later.push({ quantity: group.level - left, kind: group.usage === 'professional' ? 'used_in_service' : 'lost' });
    }
    return {
      name, brand: group.brand, category: group.category, sku: `${group.prefix}-${String(n).padStart(3, '0')}`,
      barcode: ean13(`871${String(index).padStart(9, '0')}`), retail, cost: group.cost + (index % 3) * 25, usage: group.usage,
      level: group.level, quantity: group.quantity, supplier: group.supplier, opening, later,
    };
  }));
}
