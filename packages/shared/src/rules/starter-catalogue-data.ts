/**
 * The starter catalogues onboarding offers a new venue, one per kind of business. Names are written
 * per language in the order of LANGUAGES: en-us, es-es, fr-fr, pl, de, it-it, nld, pt-pt — the
 * words the trade uses in each country, not translations of the English. Minutes follow the
 * catalogue's model (initial / processing gap / finish: during the gap the employee is free);
 * prices are in whole EUR and scaled to the venue's currency by rules/starter-catalogue.ts.
 */

export type Names = readonly [en: string, es: string, fr: string, pl: string, de: string, it: string, nl: string, pt: string];

export interface StarterServiceData {
  key: string;
  names: Names;
  initial: number;
  gap?: number;
  finish?: number;
  /** Whole EUR; 0 with `free`. */
  price: number;
  free?: boolean;
}
export interface StarterGroupData {
  key: string;
  names: Names;
  color: string;
  services: StarterServiceData[];
}

export const STARTER_KINDS = ['hair', 'barber', 'beauty', 'nails', 'spa', 'clinic', 'other'] as const;
export type StarterKind = (typeof STARTER_KINDS)[number];

const hair: StarterGroupData[] = [
  {
    key: 'cuts', color: '#1971c2',
    names: ['Cuts & styling', 'Corte y peinado', 'Coupes et coiffages', 'Strzyżenie i stylizacja', 'Schneiden & Styling', 'Taglio e piega', 'Knippen & stylen', 'Cortes e penteados'],
    services: [
      { key: 'women_cut', initial: 60, price: 45, names: ["Women's cut & blow-dry", 'Corte y peinado mujer', 'Shampooing, coupe, brushing femme', 'Strzyżenie damskie z modelowaniem', 'Damen: Waschen, Schneiden, Föhnen', 'Taglio e piega donna', 'Dames wassen, knippen en föhnen', 'Corte e brushing senhora'] },
      { key: 'men_cut', initial: 30, price: 25, names: ["Men's cut", 'Corte caballero', 'Coupe homme', 'Strzyżenie męskie', 'Herrenhaarschnitt', 'Taglio uomo', 'Heren knippen', 'Corte homem'] },
      { key: 'child_cut', initial: 30, price: 18, names: ["Children's cut", 'Corte infantil', 'Coupe enfant', 'Strzyżenie dziecięce', 'Kinderhaarschnitt', 'Taglio bambino', 'Kinderen knippen', 'Corte criança'] },
      { key: 'blow_dry', initial: 45, price: 30, names: ['Wash & blow-dry', 'Lavado y peinado', 'Shampooing, brushing', 'Mycie i modelowanie', 'Waschen & Föhnen', 'Shampoo e piega', 'Wassen en föhnen', 'Lavagem e brushing'] },
    ],
  },
  {
    key: 'colour', color: '#ae3ec9',
    names: ['Colour', 'Color', 'Coloration', 'Koloryzacja', 'Farbe', 'Colore', 'Kleuren', 'Coloração'],
    services: [
      { key: 'root_colour', initial: 30, gap: 35, finish: 25, price: 55, names: ['Root colour', 'Tinte de raíces', 'Coloration racines', 'Koloryzacja odrostów', 'Ansatzfarbe', 'Colore ricrescita', 'Uitgroei kleuren', 'Coloração de raízes'] },
      { key: 'full_colour', initial: 30, gap: 35, finish: 30, price: 70, names: ['Full colour', 'Tinte completo', 'Coloration complète', 'Koloryzacja całych włosów', 'Coloration komplett', 'Colore completo', 'Volledig kleuren', 'Coloração completa'] },
      { key: 'highlights', initial: 45, gap: 40, finish: 30, price: 100, names: ['Highlights (foils)', 'Mechas con papel', 'Mèches (papillotes)', 'Pasemka (folia)', 'Strähnen (Folie)', 'Colpi di sole (cartine)', 'Highlights (folie)', 'Madeixas (papel de alumínio)'] },
      { key: 'balayage', initial: 60, gap: 45, finish: 45, price: 140, names: ['Balayage', 'Balayage', 'Balayage', 'Balejaż', 'Balayage', 'Balayage', 'Balayage', 'Balayage'] },
    ],
  },
  {
    key: 'care', color: '#2f9e44',
    names: ['Treatments', 'Tratamientos', 'Soins', 'Pielęgnacja', 'Pflege', 'Trattamenti', 'Behandelingen', 'Tratamentos'],
    services: [
      { key: 'hair_treatment', initial: 30, price: 20, names: ['Deep conditioning treatment', 'Tratamiento hidratante', 'Soin profond', 'Zabieg regenerujący', 'Intensivpflege', 'Trattamento ristrutturante', 'Intensieve haarbehandeling', 'Tratamento de hidratação'] },
    ],
  },
];

const barber: StarterGroupData[] = [
  {
    key: 'cuts', color: '#1971c2',
    names: ['Haircuts', 'Cortes', 'Coupes', 'Strzyżenie', 'Haarschnitte', 'Tagli', 'Knippen', 'Cortes'],
    services: [
      { key: 'haircut', initial: 30, price: 25, names: ['Haircut', 'Corte de pelo', 'Coupe homme', 'Strzyżenie męskie', 'Haarschnitt', 'Taglio', 'Knippen', 'Corte de cabelo'] },
      { key: 'skin_fade', initial: 45, price: 30, names: ['Skin fade', 'Degradado (skin fade)', 'Dégradé américain', 'Skin fade', 'Skin Fade', 'Sfumatura (skin fade)', 'Skin fade', 'Degradé (skin fade)'] },
      { key: 'clipper_cut', initial: 20, price: 15, names: ['Clipper cut (one length)', 'Rapado a máquina', 'Coupe tondeuse', 'Strzyżenie maszynką', 'Maschinenschnitt', 'Taglio a macchinetta', 'Tondeuse knippen', 'Corte à máquina'] },
      { key: 'kids_cut', initial: 25, price: 18, names: ["Kids' cut (under 12)", 'Corte niño (hasta 12 años)', 'Coupe enfant (–12 ans)', 'Strzyżenie dziecięce (do 12 lat)', 'Kinderhaarschnitt (bis 12 Jahre)', 'Taglio bambino (fino a 12 anni)', 'Kinderen knippen (t/m 12 jaar)', 'Corte criança (até 12 anos)'] },
    ],
  },
  {
    key: 'beard', color: '#e8590c',
    names: ['Beard & shave', 'Barba y afeitado', 'Barbe et rasage', 'Broda i golenie', 'Bart & Rasur', 'Barba e rasatura', 'Baard & scheren', 'Barba e barbear'],
    services: [
      { key: 'beard_trim', initial: 20, price: 15, names: ['Beard trim', 'Arreglo de barba', 'Taille de barbe', 'Trymowanie brody', 'Bart trimmen', 'Regolazione barba', 'Baard trimmen', 'Aparar a barba'] },
      { key: 'hot_towel_shave', initial: 30, price: 25, names: ['Hot towel shave', 'Afeitado con toalla caliente', "Rasage à l'ancienne (serviette chaude)", 'Golenie brzytwą z gorącym ręcznikiem', 'Nassrasur mit heißem Tuch', 'Rasatura tradizionale con panno caldo', 'Scheren met hete handdoek', 'Barbear com toalha quente'] },
      { key: 'cut_and_beard', initial: 50, price: 38, names: ['Haircut & beard', 'Corte y barba', 'Coupe + barbe', 'Strzyżenie + broda', 'Haarschnitt + Bart', 'Taglio e barba', 'Knippen + baard', 'Corte e barba'] },
    ],
  },
];

const beauty: StarterGroupData[] = [
  {
    key: 'face', color: '#d6336c',
    names: ['Facials', 'Tratamientos faciales', 'Soins du visage', 'Zabiegi na twarz', 'Gesichtsbehandlungen', 'Trattamenti viso', 'Gezichtsbehandelingen', 'Tratamentos de rosto'],
    services: [
      { key: 'classic_facial', initial: 60, price: 60, names: ['Classic facial', 'Higiene facial', 'Soin du visage classique', 'Oczyszczanie twarzy', 'Klassische Gesichtsbehandlung', 'Pulizia del viso', 'Klassieke gezichtsbehandeling', 'Limpeza de pele'] },
      { key: 'anti_ageing_facial', initial: 75, price: 80, names: ['Anti-ageing facial', 'Tratamiento facial antiedad', 'Soin du visage anti-âge', 'Zabieg przeciwstarzeniowy na twarz', 'Anti-Aging-Gesichtsbehandlung', 'Trattamento viso antietà', 'Anti-aging gezichtsbehandeling', 'Tratamento de rosto antienvelhecimento'] },
      { key: 'make_up', initial: 45, price: 50, names: ['Make-up', 'Maquillaje', 'Maquillage', 'Makijaż', 'Make-up', 'Trucco', 'Make-up', 'Maquilhagem'] },
    ],
  },
  {
    key: 'brows', color: '#7048e8',
    names: ['Brows & lashes', 'Cejas y pestañas', 'Sourcils et cils', 'Brwi i rzęsy', 'Augenbrauen & Wimpern', 'Sopracciglia e ciglia', 'Wenkbrauwen & wimpers', 'Sobrancelhas e pestanas'],
    services: [
      { key: 'brow_shaping', initial: 20, price: 15, names: ['Brow shaping', 'Diseño de cejas', 'Épilation des sourcils', 'Regulacja brwi', 'Augenbrauenkorrektur', 'Epilazione sopracciglia', 'Wenkbrauwen epileren', 'Design de sobrancelhas'] },
      { key: 'brow_tint', initial: 15, price: 12, names: ['Brow tint', 'Tinte de cejas', 'Teinture des sourcils', 'Henna brwi', 'Augenbrauen färben', 'Tintura sopracciglia', 'Wenkbrauwen verven', 'Pintura de sobrancelhas'] },
      { key: 'lash_lift', initial: 20, gap: 15, finish: 20, price: 55, names: ['Lash lift & tint', 'Lifting y tinte de pestañas', 'Rehaussement de cils avec teinture', 'Lifting rzęs z farbką', 'Wimpernlifting mit Färben', 'Laminazione ciglia con tintura', 'Lash lift met verven', 'Lifting de pestanas com pintura'] },
    ],
  },
  {
    key: 'waxing', color: '#f08c00',
    names: ['Waxing', 'Depilación con cera', 'Épilation à la cire', 'Depilacja woskiem', 'Waxing', 'Ceretta', 'Harsen', 'Depilação com cera'],
    services: [
      { key: 'half_leg_wax', initial: 30, price: 28, names: ['Half leg wax', 'Depilación media pierna', 'Épilation demi-jambes', 'Depilacja woskiem – łydki', 'Waxing Unterschenkel', 'Ceretta mezza gamba', 'Halve benen harsen', 'Depilação meia perna'] },
      { key: 'full_leg_wax', initial: 45, price: 45, names: ['Full leg wax', 'Depilación piernas completas', 'Épilation jambes entières', 'Depilacja woskiem – całe nogi', 'Waxing Beine komplett', 'Ceretta gamba intera', 'Hele benen harsen', 'Depilação perna inteira'] },
      { key: 'bikini_wax', initial: 20, price: 25, names: ['Bikini wax', 'Depilación ingles', 'Épilation maillot', 'Depilacja woskiem – bikini', 'Waxing Bikinizone', 'Ceretta inguine', 'Bikinilijn harsen', 'Depilação virilha'] },
      { key: 'underarm_wax', initial: 15, price: 15, names: ['Underarm wax', 'Depilación axilas', 'Épilation aisselles', 'Depilacja woskiem – pachy', 'Waxing Achseln', 'Ceretta ascelle', 'Oksels harsen', 'Depilação axilas'] },
    ],
  },
];

const nails: StarterGroupData[] = [
  {
    key: 'hands', color: '#d6336c',
    names: ['Hands', 'Manos', 'Mains', 'Dłonie', 'Hände', 'Mani', 'Handen', 'Mãos'],
    services: [
      { key: 'manicure', initial: 30, price: 25, names: ['Classic manicure', 'Manicura clásica', 'Manucure classique', 'Manicure klasyczny', 'Klassische Maniküre', 'Manicure classica', 'Manicure', 'Manicure clássica'] },
      { key: 'gel_manicure', initial: 45, price: 35, names: ['Gel polish manicure', 'Manicura semipermanente', 'Manucure semi-permanent', 'Manicure hybrydowy', 'Maniküre mit Gel-Lack', 'Manicure semipermanente', 'Gellak manicure', 'Manicure com verniz gel'] },
      { key: 'gel_removal', initial: 15, price: 10, names: ['Gel polish removal', 'Retirada de semipermanente', 'Dépose semi-permanent', 'Zdjęcie hybrydy', 'Gel-Lack entfernen', 'Rimozione semipermanente', 'Gellak verwijderen', 'Remoção de verniz gel'] },
    ],
  },
  {
    key: 'feet', color: '#1098ad',
    names: ['Feet', 'Pies', 'Pieds', 'Stopy', 'Füße', 'Piedi', 'Voeten', 'Pés'],
    services: [
      { key: 'pedicure', initial: 45, price: 35, names: ['Classic pedicure', 'Pedicura clásica', 'Beauté des pieds', 'Pedicure klasyczny', 'Klassische Pediküre', 'Pedicure classica', 'Pedicure', 'Pedicure clássica'] },
      { key: 'gel_pedicure', initial: 60, price: 45, names: ['Gel polish pedicure', 'Pedicura semipermanente', 'Beauté des pieds + semi-permanent', 'Pedicure hybrydowy', 'Pediküre mit Gel-Lack', 'Pedicure semipermanente', 'Gellak pedicure', 'Pedicure com verniz gel'] },
    ],
  },
  {
    key: 'extensions', color: '#7048e8',
    names: ['Nail extensions', 'Uñas esculpidas', 'Prothésie ongulaire', 'Przedłużanie paznokci', 'Nagelverlängerung', 'Ricostruzione unghie', 'Kunstnagels', 'Alongamento de unhas'],
    services: [
      { key: 'gel_full_set', initial: 90, price: 55, names: ['Gel extensions – full set', 'Uñas de gel – set completo', 'Pose complète en gel', 'Przedłużanie żelowe', 'Gelnägel Neumodellage', 'Ricostruzione in gel', 'Gelnagels nieuwe set', 'Unhas de gel – aplicação'] },
      { key: 'gel_infill', initial: 60, price: 40, names: ['Gel infill', 'Relleno de gel', 'Remplissage gel', 'Uzupełnienie żelu', 'Gelnägel Auffüllen', 'Refill gel', 'Gelnagels opvullen', 'Manutenção de gel'] },
    ],
  },
];

const spa: StarterGroupData[] = [
  {
    key: 'massages', color: '#2f9e44',
    names: ['Massages', 'Masajes', 'Massages', 'Masaże', 'Massagen', 'Massaggi', 'Massages', 'Massagens'],
    services: [
      { key: 'relax_60', initial: 60, price: 65, names: ['Relaxing massage (60 min)', 'Masaje relajante (60 min)', 'Massage relaxant (60 min)', 'Masaż relaksacyjny (60 min)', 'Entspannungsmassage (60 Min.)', 'Massaggio rilassante (60 min)', 'Ontspanningsmassage (60 min)', 'Massagem de relaxamento (60 min)'] },
      { key: 'back_30', initial: 30, price: 40, names: ['Back, neck & shoulder massage (30 min)', 'Masaje de espalda, cuello y hombros (30 min)', 'Massage dos, nuque et épaules (30 min)', 'Masaż pleców, karku i ramion (30 min)', 'Rücken-Nacken-Massage (30 Min.)', 'Massaggio schiena, collo e spalle (30 min)', 'Rug-, nek- en schoudermassage (30 min)', 'Massagem de costas, pescoço e ombros (30 min)'] },
      { key: 'deep_tissue', initial: 60, price: 75, names: ['Deep tissue massage', 'Masaje descontracturante', 'Massage profond (deep tissue)', 'Masaż głęboki (deep tissue)', 'Tiefengewebsmassage', 'Massaggio decontratturante', 'Deep tissue massage', 'Massagem de tecidos profundos'] },
      { key: 'hot_stone', initial: 75, price: 85, names: ['Hot stone massage', 'Masaje con piedras calientes', 'Massage aux pierres chaudes', 'Masaż gorącymi kamieniami', 'Hot-Stone-Massage', 'Massaggio con pietre calde', 'Hotstonemassage', 'Massagem com pedras quentes'] },
    ],
  },
  {
    key: 'body', color: '#1098ad',
    names: ['Body treatments', 'Tratamientos corporales', 'Soins du corps', 'Zabiegi na ciało', 'Körperbehandlungen', 'Trattamenti corpo', 'Lichaamsbehandelingen', 'Tratamentos de corpo'],
    services: [
      { key: 'body_scrub', initial: 45, price: 55, names: ['Body scrub', 'Exfoliación corporal', 'Gommage du corps', 'Peeling całego ciała', 'Körperpeeling', 'Scrub corpo', 'Lichaamsscrub', 'Esfoliação corporal'] },
      { key: 'body_wrap', initial: 20, gap: 30, finish: 10, price: 70, names: ['Detox body wrap', 'Envoltura corporal detox', 'Enveloppement détox', 'Owijanie ciała detoks', 'Detox-Körperpackung', 'Impacco corpo detox', 'Detox lichaamspakking', 'Envolvimento corporal detox'] },
    ],
  },
];

const clinic: StarterGroupData[] = [
  {
    key: 'consultations', color: '#1971c2',
    names: ['Consultations', 'Consultas', 'Consultations', 'Konsultacje', 'Beratung', 'Visite', 'Consulten', 'Consultas'],
    services: [
      { key: 'first_consultation', initial: 30, price: 0, free: true, names: ['First consultation', 'Primera consulta', 'Première consultation', 'Pierwsza konsultacja', 'Erstberatung', 'Prima visita', 'Intakegesprek', 'Primeira consulta'] },
      { key: 'follow_up', initial: 20, price: 40, names: ['Follow-up appointment', 'Consulta de seguimiento', 'Consultation de suivi', 'Wizyta kontrolna', 'Kontrolltermin', 'Visita di controllo', 'Controleafspraak', 'Consulta de seguimento'] },
    ],
  },
  {
    key: 'treatments', color: '#d6336c',
    names: ['Treatments', 'Tratamientos', 'Traitements', 'Zabiegi', 'Behandlungen', 'Trattamenti', 'Behandelingen', 'Tratamentos'],
    services: [
      { key: 'chemical_peel', initial: 45, price: 90, names: ['Chemical peel', 'Peeling químico', 'Peeling chimique', 'Peeling chemiczny', 'Chemisches Peeling', 'Peeling chimico', 'Chemische peeling', 'Peeling químico'] },
      { key: 'microneedling', initial: 60, price: 150, names: ['Microneedling', 'Microneedling', 'Microneedling', 'Mikronakłuwanie', 'Microneedling', 'Microneedling', 'Microneedling', 'Microneedling'] },
      { key: 'laser_small', initial: 20, price: 60, names: ['Laser hair removal – small area', 'Depilación láser – zona pequeña', 'Épilation laser – petite zone', 'Depilacja laserowa – mała partia', 'Laser-Haarentfernung – kleine Zone', 'Epilazione laser – zona piccola', 'Laserontharing – kleine zone', 'Depilação a laser – zona pequena'] },
      { key: 'laser_large', initial: 45, price: 150, names: ['Laser hair removal – large area', 'Depilación láser – zona grande', 'Épilation laser – grande zone', 'Depilacja laserowa – duża partia', 'Laser-Haarentfernung – große Zone', 'Epilazione laser – zona grande', 'Laserontharing – grote zone', 'Depilação a laser – zona grande'] },
    ],
  },
];

const other: StarterGroupData[] = [
  {
    key: 'appointments', color: '#1971c2',
    names: ['Appointments', 'Citas', 'Rendez-vous', 'Wizyty', 'Termine', 'Appuntamenti', 'Afspraken', 'Marcações'],
    services: [
      { key: 'consultation', initial: 30, price: 0, free: true, names: ['Consultation', 'Consulta', 'Consultation', 'Konsultacja', 'Beratungsgespräch', 'Consulenza', 'Adviesgesprek', 'Consulta'] },
      { key: 'short', initial: 30, price: 30, names: ['Short appointment', 'Cita corta', 'Rendez-vous court', 'Krótka wizyta', 'Kurzer Termin', 'Appuntamento breve', 'Korte afspraak', 'Marcação curta'] },
      { key: 'standard', initial: 60, price: 55, names: ['Standard appointment', 'Cita estándar', 'Rendez-vous standard', 'Standardowa wizyta', 'Standardtermin', 'Appuntamento standard', 'Standaardafspraak', 'Marcação normal'] },
    ],
  },
];

export const STARTER_DATA: Record<StarterKind, StarterGroupData[]> = { hair, barber, beauty, nails, spa, clinic, other };
