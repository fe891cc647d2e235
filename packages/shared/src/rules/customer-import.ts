import { normalizePhone } from './phone';

/**
 * Reading a customer file (CSV/XLSX) into customers: which column holds which field (guessed from
 * the headers in every app language), and each row's values checked and normalised. Pure, so the
 * server's dry run and import and the web's preview agree.
 */

export const IMPORT_FIELDS = [
  'first_name', 'last_name', 'full_name', 'phone', 'email', 'birthday', 'gender',
  'street', 'city', 'postcode', 'country', 'notes', 'tags', 'email_marketing', 'sms_marketing',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Field → column index (0-based); a field without a column is absent. */
export type ImportMapping = Partial<Record<ImportField, number>>;

/** Lower case, no accents, letters and digits only: "Nº de téléphone" → "nodetelephone". */
export const foldHeader = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ł/g, 'l').replace(/ß/g, 'ss').replace(/[^a-z0-9]/g, '');

/** Header words per field, in en, es, fr, pl, de, it, nl, pt (folded), most specific first. */
const ALIASES: Record<ImportField, string[]> = {
  first_name: ['firstname', 'givenname', 'forename', 'first', 'nombre', 'prenom', 'imie', 'vorname', 'nome', 'voornaam', 'primeironome'],
  last_name: ['lastname', 'surname', 'familyname', 'last', 'apellido', 'apellidos', 'nom', 'nomdefamille', 'nazwisko', 'nachname', 'familienname', 'cognome', 'achternaam', 'apelido', 'sobrenome', 'ultimonome'],
  full_name: ['fullname', 'name', 'customer', 'client', 'nombrecompleto', 'cliente', 'nomcomplet', 'imieinazwisko', 'klient', 'vollstandigername', 'kunde', 'nomecompleto', 'naam', 'volledigenaam', 'klant'],
  phone: ['phone', 'mobile', 'mobilephone', 'cell', 'telephone', 'tel', 'phonenumber', 'telefono', 'movil', 'portable', 'telefon', 'telefonkomorkowy', 'komorka', 'handy', 'mobiltelefon', 'cellulare', 'telefoon', 'mobiel', 'telemovel', 'telefone', 'numerodetelefone'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'correoelectronico', 'courriel', 'adressee-mail', 'adresseemail', 'adresemail', 'emailadres', 'emailadresse', 'posta', 'postaelettronica', 'correioeletronico'],
  birthday: ['birthday', 'birthdate', 'dateofbirth', 'dob', 'born', 'cumpleanos', 'fechadenacimiento', 'anniversaire', 'datedenaissance', 'urodziny', 'dataurodzenia', 'geburtstag', 'geburtsdatum', 'compleanno', 'datadinascita', 'verjaardag', 'geboortedatum', 'aniversario', 'datadenascimento'],
  gender: ['gender', 'sex', 'genero', 'sexo', 'genre', 'sexe', 'plec', 'geschlecht', 'genere', 'sesso', 'geslacht'],
  street: ['street', 'address', 'streetaddress', 'address1', 'direccion', 'calle', 'adresse', 'rue', 'adres', 'ulica', 'strasse', 'anschrift', 'indirizzo', 'via', 'straat', 'morada', 'rua', 'endereco'],
  city: ['city', 'town', 'ciudad', 'localidad', 'ville', 'miasto', 'miejscowosc', 'stadt', 'ort', 'citta', 'comune', 'plaats', 'woonplaats', 'cidade', 'localidade'],
  postcode: ['postcode', 'postalcode', 'zip', 'zipcode', 'codigopostal', 'cp', 'codepostal', 'kodpocztowy', 'plz', 'postleitzahl', 'cap', 'codiceavviamentopostale', 'postcodes'],
  country: ['country', 'pais', 'pays', 'kraj', 'land', 'paese', 'nazione'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'notas', 'nota', 'observaciones', 'remarques', 'uwagi', 'notatki', 'notizen', 'bemerkungen', 'notiz', 'note', 'opmerkingen', 'notities', 'observacoes'],
  tags: ['tags', 'tag', 'labels', 'etiquetas', 'etiquettes', 'tagi', 'etykiety', 'schlagworter', 'etichette', 'etiketten'],
  email_marketing: ['emailmarketing', 'emailconsent', 'newsletter', 'acceptsemail', 'marketingemail', 'marketingporcorreo', 'marketingemailconsentimiento', 'marketingparemail', 'zgodaemail', 'emailwerbung', 'marketingviaemail', 'emailmarketingtoestemming'],
  sms_marketing: ['smsmarketing', 'smsconsent', 'acceptssms', 'marketingsms', 'marketingporsms', 'marketingparsms', 'zgodasms', 'smswerbung', 'marketingviasms', 'smsmarketingtoestemming'],
};

/**
 * The column of each field, from the headers: an exact alias first, then a header containing an
 * alias (longest alias wins); each column serves one field. A full name is only used when neither
 * a first nor a last name was found.
 */
export function guessMapping(headers: string[]): ImportMapping {
  const folded = headers.map(foldHeader);
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  const take = (field: ImportField, index: number) => {
    mapping[field] = index;
    used.add(index);
  };
  for (const field of IMPORT_FIELDS) {
    const index = folded.findIndex((h, i) => !used.has(i) && h !== '' && ALIASES[field].includes(h));
    if (index >= 0) take(field, index);
  }
  for (const field of IMPORT_FIELDS) {
    if (mapping[field] !== undefined) continue;
    let best = -1;
    let bestLength = 3;
    folded.forEach((h, i) => {
      if (used.has(i)) return;
      for (const alias of ALIASES[field]) if (alias.length > bestLength && h.includes(alias)) [best, bestLength] = [i, alias.length];
    });
    if (best >= 0) take(field, best);
  }
  if (mapping.full_name !== undefined && (mapping.first_name !== undefined || mapping.last_name !== undefined)) delete mapping.full_name;
  return mapping;
}

/** A date of birth as YYYY-MM-DD: ISO, D.M.Y, D/M/Y, D-M-Y (M/D/Y when `monthFirst` or the day is > 12), two-digit years. */
export function parseImportDate(raw: string, monthFirst = false): string | null {
  const text = raw.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[T ].*)?$/.exec(text);
  const local = /^(\d{1,2})[-./](\d{1,2})[-./](\d{2}|\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [a, b] = [Number(local[1]), Number(local[2])];
    [d, m] = monthFirst ? [b, a] : [a, b];
    if (m > 12 && d <= 12) [d, m] = [m, d];
    y = Number(local[3]);
    if (local[3]!.length === 2) y += y > (new Date().getFullYear() % 100) ? 1900 : 2000;
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const YES = new Set(['1', 'y', 'yes', 'true', 'x', 'si', 'oui', 'tak', 'ja', 'sim', 'vero', 'waar', 'vrai', 'verdadero', 'verdadeiro', 'wahr', 'prawda']);
const NO = new Set(['', '0', 'n', 'no', 'false', 'non', 'nie', 'nein', 'nee', 'nao', 'falso', 'faux', 'onwaar', 'falsch', 'falsz']);

/** A consent cell: true, false, or null when it reads as neither. */
export function parseConsent(raw: string): boolean | null {
  const value = foldHeader(raw);
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

const GENDERS: Record<string, 'female' | 'male' | 'other'> = {
  f: 'female', female: 'female', woman: 'female', w: 'female', k: 'female', kobieta: 'female', mujer: 'female', femme: 'female', frau: 'female', donna: 'female', vrouw: 'female', mulher: 'female', femenino: 'female', feminin: 'female', weiblich: 'female', femminile: 'female', feminino: 'female', vrouwelijk: 'female',
  m: 'male', male: 'male', man: 'male', mezczyzna: 'male', hombre: 'male', homme: 'male', mann: 'male', uomo: 'male', homem: 'male', masculino: 'male', masculin: 'male', mannlich: 'male', maschile: 'male', mannelijk: 'male', h: 'male',
  other: 'other', x: 'other', otro: 'other', autre: 'other', inna: 'other', inny: 'other', divers: 'other', altro: 'other', anders: 'other', outro: 'other', d: 'other',
};

/** Splits "Anna Maria Kowalska" into first "Anna Maria" and last "Kowalska"; "Kowalska, Anna" into first "Anna", last "Kowalska". */
export function splitFullName(raw: string): { first_name: string; last_name: string } {
  const text = raw.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  if (comma >= 0) return { first_name: text.slice(comma + 1).trim(), last_name: text.slice(0, comma).trim() };
  const space = text.lastIndexOf(' ');
  return space < 0 ? { first_name: text, last_name: '' } : { first_name: text.slice(0, space), last_name: text.slice(space + 1) };
}

export interface ImportedCustomer {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  birthday: string | null;
  gender: 'female' | 'male' | 'other' | null;
  street: string;
  city: string;
  postcode: string;
  country: string;
  notes: string;
  tags: string[];
  email_marketing: boolean | null;
  sms_marketing: boolean | null;
}

/** Why a row cannot be imported: a translation key under customers_transfer.reasons. */
export type RowProblem = 'name_missing' | 'phone_invalid' | 'email_invalid' | 'birthday_invalid' | 'consent_invalid' | 'too_long';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_TEXT = 500;

/** One row's values (cells as text) read through the mapping: the customer, or what is wrong with it. */
export function readImportRow(cells: string[], mapping: ImportMapping, country: string, monthFirst = false): { customer: ImportedCustomer; problems: RowProblem[] } {
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === undefined ? '' : (cells[index] ?? '').trim().normalize('NFC');
  };
  const problems: RowProblem[] = [];
  let first = cell('first_name');
  let last = cell('last_name');
  if (!first && !last && mapping.full_name !== undefined) ({ first_name: first, last_name: last } = splitFullName(cell('full_name')));
  if (!first && last) [first, last] = [last, ''];
  if (!first) problems.push('name_missing');
  const rawPhone = cell('phone');
  const phone = rawPhone ? normalizePhone(rawPhone, country) : '';
  if (phone === null) problems.push('phone_invalid');
  const email = cell('email').toLowerCase();
  if (email && (!EMAIL.test(email) || email.length > 254)) problems.push('email_invalid');
  const rawBirthday = cell('birthday');
  const birthday = rawBirthday ? parseImportDate(rawBirthday, monthFirst) : null;
  if (rawBirthday && !birthday) problems.push('birthday_invalid');
  const consent = (field: 'email_marketing' | 'sms_marketing') => {
    const raw = cell(field);
    if (!raw) return null;
    const value = parseConsent(raw);
    if (value === null) problems.push('consent_invalid');
    return value;
  };
  const customer: ImportedCustomer = {
    first_name: first.slice(0, 80),
    last_name: last.slice(0, 80),
    phone: phone ?? '',
    email,
    birthday,
    gender: GENDERS[foldHeader(cell('gender'))] ?? null,
    street: cell('street'),
    city: cell('city'),
    postcode: cell('postcode'),
    country: cell('country').length === 2 ? cell('country').toUpperCase() : '',
    notes: cell('notes'),
    tags: [...new Set(cell('tags').split(/[,;|]/).map((tag) => tag.trim()).filter(Boolean))],
    email_marketing: consent('email_marketing'),
    sms_marketing: consent('sms_marketing'),
  };
  if ([customer.street, customer.city, customer.postcode, customer.notes].some((v) => v.length > MAX_TEXT) || first.length > 80 || last.length > 80) problems.push('too_long');
  return { customer, problems: [...new Set(problems)] };
}
