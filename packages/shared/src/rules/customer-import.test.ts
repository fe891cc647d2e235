import { describe, expect, it } from 'vitest';
import { guessMapping, parseConsent, parseImportDate, readImportRow, splitFullName } from './customer-import';

describe('guessMapping', () => {
  it('reads headers in every language', () => {
    expect(guessMapping(['First name', 'Last name', 'Phone', 'E-mail', 'Birthday'])).toEqual({ first_name: 0, last_name: 1, phone: 2, email: 3, birthday: 4 });
    expect(guessMapping(['Imię', 'Nazwisko', 'Telefon', 'Adres e-mail', 'Data urodzenia', 'Płeć'])).toEqual({ first_name: 0, last_name: 1, phone: 2, email: 3, birthday: 4, gender: 5 });
    expect(guessMapping(['Vorname', 'Nachname', 'Handy', 'Geburtsdatum', 'PLZ', 'Stadt'])).toMatchObject({ first_name: 0, last_name: 1, phone: 2, birthday: 3, postcode: 4, city: 5 });
    expect(guessMapping(['Nombre', 'Apellidos', 'Teléfono móvil', 'Correo electrónico'])).toEqual({ first_name: 0, last_name: 1, phone: 2, email: 3 });
    expect(guessMapping(['Prénom', 'Nom de famille', 'Téléphone', 'Courriel', 'Date de naissance'])).toEqual({ first_name: 0, last_name: 1, phone: 2, email: 3, birthday: 4 });
    expect(guessMapping(['Voornaam', 'Achternaam', 'Telefoon', 'Geboortedatum'])).toEqual({ first_name: 0, last_name: 1, phone: 2, birthday: 3 });
    expect(guessMapping(['Nome', 'Cognome', 'Cellulare', 'Data di nascita'])).toEqual({ first_name: 0, last_name: 1, phone: 2, birthday: 3 });
    expect(guessMapping(['Cliente', 'Telemóvel', 'Email', 'Notas'])).toEqual({ full_name: 0, phone: 1, email: 2, notes: 3 });
  });
  it('leaves unknown headers unmapped', () => {
    expect(guessMapping(['Loyalty points', 'Name'])).toEqual({ full_name: 1 });
  });
});

describe('parseImportDate', () => {
  it('reads the common formats', () => {
    expect(parseImportDate('1990-04-23')).toBe('1990-04-23');
    expect(parseImportDate('23.04.1990')).toBe('1990-04-23');
    expect(parseImportDate('23/04/1990')).toBe('1990-04-23');
    expect(parseImportDate('04/23/1990')).toBe('1990-04-23');
    expect(parseImportDate('04/05/1990')).toBe('1990-05-04');
    expect(parseImportDate('04/05/1990', true)).toBe('1990-04-05');
    expect(parseImportDate('5-6-85')).toBe('1985-06-05');
    expect(parseImportDate('1990-04-23T00:00:00.000Z')).toBe('1990-04-23');
  });
  it('refuses what is not a date', () => {
    for (const bad of ['31.02.1990', 'yesterday', '1990-13-01', '12/13/14/15', '']) expect(parseImportDate(bad), bad).toBeNull();
  });
});

describe('rows', () => {
  const mapping = { full_name: 0, phone: 1, email: 2, birthday: 3, tags: 4, sms_marketing: 5 };
  it('normalises a good row', () => {
    expect(readImportRow(['Anna Maria Kowalska', '600 100 200', 'Anna@Example.PL', '01.02.1990', 'VIP; blonde', 'tak'], mapping, 'PL')).toEqual({
      customer: expect.objectContaining({ first_name: 'Anna Maria', last_name: 'Kowalska', phone: '+48600100200', email: 'anna@example.pl', birthday: '1990-02-01', tags: ['VIP', 'blonde'], sms_marketing: true, email_marketing: null }),
      problems: [],
    });
  });
  it('names every problem', () => {
    expect(readImportRow(['', 'abc', 'nope@', '99.99.1990', '', 'maybe'], mapping, 'PL').problems).toEqual(['name_missing', 'phone_invalid', 'email_invalid', 'birthday_invalid', 'consent_invalid']);
  });
  it('splits names and reads consents', () => {
    expect(splitFullName('Kowalska, Anna')).toEqual({ first_name: 'Anna', last_name: 'Kowalska' });
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
    expect([parseConsent('Ja'), parseConsent('no'), parseConsent('sí'), parseConsent('maybe')]).toEqual([true, false, true, null]);
  });
});
