// Reference lists that make the seeded data read like a Kenyan merchant's books. Names are grouped by community so
// a generated person gets a surname and a vernacular middle name from the same community, as real Kenyan names do
// (a "Grace Wanjiku Kamau" rather than a "Grace Akinyi Kiprop").

export type Gender = 'M' | 'F';

export type Community = 'kikuyu' | 'luo' | 'luhya' | 'kalenjin' | 'kamba' | 'kisii' | 'meru' | 'mijikenda' | 'swahili';

export interface GivenName {
  name: string;
  gender: Gender;
  /** 'christian' names are used across every community except the (mostly Muslim) Swahili coast. */
  origin: Community | 'christian';
}

const given = (origin: GivenName['origin'], gender: Gender, names: string): GivenName[] =>
  names.split(' ').map((name) => ({ name, gender, origin }));

export const FIRST_NAMES: readonly GivenName[] = [
  ...given('christian', 'M', 'John Peter James Joseph David Daniel Samuel Paul Stephen Dennis Kevin Brian Collins Felix Victor Moses Francis Patrick George Emmanuel Michael Charles Geoffrey Martin Evans Eric Vincent Nicholas Kennedy Duncan Allan Edwin'),
  ...given('christian', 'F', 'Mary Grace Faith Mercy Joyce Esther Ruth Lucy Jane Ann Caroline Purity Sharon Winnie Diana Beatrice Catherine Margaret Elizabeth Eunice Naomi Gladys Irene Lydia Josephine Christine Alice Rose Agnes Janet Cynthia Brenda Dorcas Ivy'),
  ...given('kikuyu', 'M', 'Kamau Mwangi Njoroge Kariuki Kimani Maina Githinji Waweru Kinyua Gitau'),
  ...given('kikuyu', 'F', 'Wanjiru Wanjiku Nyambura Wambui Njeri Muthoni Wairimu Wangari Wangui Nyokabi'),
  ...given('luo', 'M', 'Otieno Ochieng Omondi Odhiambo Onyango Ouma Owino Okoth'),
  ...given('luo', 'F', 'Akinyi Achieng Atieno Adhiambo Awuor Anyango Apiyo Auma'),
  ...given('luhya', 'M', 'Wekesa Wafula Barasa Simiyu Wanyama Makokha Khaemba'),
  ...given('luhya', 'F', 'Nafula Nekesa Naliaka Nasimiyu Nanjala Nasambu Khavetsa'),
  ...given('kalenjin', 'M', 'Kiprono Kipchumba Kibet Kiprotich Kiptoo Kipkemboi Kipruto'),
  ...given('kalenjin', 'F', 'Chebet Jepchirchir Chepkoech Jeptoo Cherono Chepngetich Jerotich'),
  ...given('kamba', 'M', 'Mutua Musyoka Mutiso Kioko Muema Nzioka'),
  ...given('kamba', 'F', 'Mwende Ndunge Mueni Mwikali Nduku Kalekye'),
  ...given('kisii', 'M', 'Nyakundi Ombati Mogaka Omwenga Onyancha'),
  ...given('kisii', 'F', 'Moraa Kerubo Nyaboke Bochaberi Kemunto Kwamboka'),
  ...given('meru', 'M', 'Kinoti Mwiti Murithi Gitonga Mugambi Kirimi'),
  ...given('meru', 'F', 'Nkirote Kendi Makena Kagendo Karimi Gatwiri'),
  ...given('mijikenda', 'M', 'Karisa Kazungu Baya Katana Charo'),
  ...given('mijikenda', 'F', 'Kadzo Mapenzi Dama Sidi Kache'),
  ...given('swahili', 'M', 'Mohamed Hassan Ali Omar Abdalla Salim Ahmed Yusuf Rashid Ibrahim Bakari Juma'),
  ...given('swahili', 'F', 'Fatuma Amina Zainab Halima Mwanaisha Mariam Khadija Aisha Rehema Saida'),
];

export interface Surname {
  name: string;
  origin: Community;
}

const surnames = (origin: Community, names: string): Surname[] => names.split(' ').map((name) => ({ name, origin }));

export const SURNAMES: readonly Surname[] = [
  ...surnames('kikuyu', 'Kamau Mwangi Njoroge Kariuki Wanjiru Nyambura Kimani Githinji Maina Ndungu Gitau Waweru Kinyua Macharia Njuguna Mugo Ngugi Karanja Wambugu Mbugua Gachanja Kiarie'),
  ...surnames('luo', 'Otieno Ochieng Achieng Omondi Odhiambo Onyango Owino Okoth Ouma Oduor Okello Otiende Owuor Obiero Ogola Opiyo'),
  ...surnames('luhya', 'Wekesa Wafula Barasa Simiyu Wanyama Makokha Shikuku Khaemba Wamalwa Masinde Namwamba Mukhwana'),
  ...surnames('kalenjin', 'Kiprop Cheruiyot Koech Rotich Kirui Langat Kipchumba Kibet Ruto Korir Kemboi Sang Tanui Chepkwony'),
  ...surnames('kamba', 'Mutua Musyoka Mutiso Kioko Nzioka Wambua Kilonzo Muthoka Mulwa Kyalo Mwanzia'),
  ...surnames('kisii', 'Ongeri Nyamweya Omwenga Onyancha Mogaka Nyakundi Ombui Momanyi Nyaberi'),
  ...surnames('meru', 'Kinoti Mwiti Murithi Gitonga Kaimenyi Mugambi Kirimi Mutwiri Mbaabu'),
  ...surnames('mijikenda', 'Chengo Kahindi Karisa Kazungu Katana Charo Mwarabu Ngala'),
  ...surnames('swahili', 'Mohamed Hassan Ali Omar Abdalla Salim Bakari Juma Said Mwinyi Athman'),
];

/** Rough share of each community among small-business customers in the towns the demo merchant trades in. */
export const COMMUNITY_WEIGHTS: ReadonlyArray<readonly [Community, number]> = [
  ['kikuyu', 24],
  ['luhya', 14],
  ['kalenjin', 12],
  ['luo', 12],
  ['kamba', 10],
  ['kisii', 7],
  ['meru', 7],
  ['mijikenda', 6],
  ['swahili', 8],
];

/** The eight former provinces; the store form's free "region" field is usually filled with these. */
export type Region = 'Nairobi' | 'Central' | 'Coast' | 'Eastern' | 'North Eastern' | 'Rift Valley' | 'Western' | 'Nyanza';

export interface County {
  code: string;
  name: string;
  region: Region;
  towns: readonly string[];
  /**
   * Streets and estates of the first (main) town; other towns, and counties without a list, use the generic lists
   * below, so no store ends up in an estate of the wrong town.
   */
  streets?: readonly string[];
  estates?: readonly string[];
}

export const COUNTIES: readonly County[] = [
  {
    code: '001',
    name: 'Mombasa',
    region: 'Coast',
    towns: ['Mombasa', 'Likoni'],
    streets: ['Moi Avenue', 'Digo Road', 'Nkrumah Road', 'Haile Selassie Road', 'Links Road', 'Abdel Nasser Road', 'Makadara Road'],
    estates: ['Nyali', 'Bamburi', 'Tudor', 'Kizingo', 'Changamwe', 'Mikindani', 'Shanzu', 'Old Town'],
  },
  { code: '002', name: 'Kwale', region: 'Coast', towns: ['Ukunda', 'Kwale'], estates: ['Diani', 'Gombato', 'Bongwe'] },
  { code: '003', name: 'Kilifi', region: 'Coast', towns: ['Malindi', 'Kilifi', 'Mtwapa'], estates: ['Casuarina', 'Shella', 'Barani', 'Mjini'] },
  { code: '004', name: 'Tana River', region: 'Coast', towns: ['Hola', 'Garsen'] },
  { code: '005', name: 'Lamu', region: 'Coast', towns: ['Lamu', 'Mpeketoni'] },
  { code: '006', name: 'Taita-Taveta', region: 'Coast', towns: ['Voi', 'Wundanyi'] },
  { code: '007', name: 'Garissa', region: 'North Eastern', towns: ['Garissa'] },
  { code: '008', name: 'Wajir', region: 'North Eastern', towns: ['Wajir'] },
  { code: '009', name: 'Mandera', region: 'North Eastern', towns: ['Mandera'] },
  { code: '010', name: 'Marsabit', region: 'Eastern', towns: ['Marsabit', 'Moyale'] },
  { code: '011', name: 'Isiolo', region: 'Eastern', towns: ['Isiolo'] },
  { code: '012', name: 'Meru', region: 'Eastern', towns: ['Meru', 'Maua'], estates: ['Makutano', 'Gakoromone', 'Kinoru'] },
  { code: '013', name: 'Tharaka-Nithi', region: 'Eastern', towns: ['Chuka', 'Kathwana'] },
  { code: '014', name: 'Embu', region: 'Eastern', towns: ['Embu', 'Runyenjes'] },
  { code: '015', name: 'Kitui', region: 'Eastern', towns: ['Kitui', 'Mwingi'] },
  { code: '016', name: 'Machakos', region: 'Eastern', towns: ['Athi River', 'Machakos'], estates: ['Syokimau', 'Mlolongo', 'Greenpark', 'Kitengela Road'] },
  { code: '017', name: 'Makueni', region: 'Eastern', towns: ['Wote', 'Emali'] },
  { code: '018', name: 'Nyandarua', region: 'Central', towns: ['Ol Kalou', 'Engineer'] },
  { code: '019', name: 'Nyeri', region: 'Central', towns: ['Nyeri', 'Karatina'], estates: ['Ruring\'u', 'Skuta', 'King\'ong\'o'] },
  { code: '020', name: 'Kirinyaga', region: 'Central', towns: ['Kerugoya', 'Sagana'] },
  { code: '021', name: 'Murang\'a', region: 'Central', towns: ['Murang\'a', 'Kenol'] },
  {
    code: '022',
    name: 'Kiambu',
    region: 'Central',
    towns: ['Thika', 'Ruiru', 'Kiambu', 'Juja'],
    streets: ['Kenyatta Highway', 'Uhuru Street', 'Commercial Street', 'Kwame Nkrumah Road'],
    estates: ['Makongeni', 'Section 9', 'Ngoingwa', 'Kiganjo', 'Landless'],
  },
  { code: '023', name: 'Turkana', region: 'Rift Valley', towns: ['Lodwar', 'Kakuma'] },
  { code: '024', name: 'West Pokot', region: 'Rift Valley', towns: ['Kapenguria', 'Makutano'] },
  { code: '025', name: 'Samburu', region: 'Rift Valley', towns: ['Maralal'] },
  { code: '026', name: 'Trans Nzoia', region: 'Rift Valley', towns: ['Kitale'], estates: ['Milimani', 'Shimo la Tewa', 'Section Six'] },
  {
    code: '027',
    name: 'Uasin Gishu',
    region: 'Rift Valley',
    towns: ['Eldoret', 'Burnt Forest'],
    streets: ['Uganda Road', 'Oloo Street', 'Nandi Road', 'Kenyatta Street', 'Oginga Odinga Street'],
    estates: ['Elgon View', 'Langas', 'Kapsoya', 'Pioneer', 'Huruma', 'West Indies'],
  },
  { code: '028', name: 'Elgeyo-Marakwet', region: 'Rift Valley', towns: ['Iten', 'Kapsowar'] },
  { code: '029', name: 'Nandi', region: 'Rift Valley', towns: ['Kapsabet', 'Nandi Hills'] },
  { code: '030', name: 'Baringo', region: 'Rift Valley', towns: ['Kabarnet', 'Eldama Ravine'] },
  { code: '031', name: 'Laikipia', region: 'Rift Valley', towns: ['Nanyuki', 'Nyahururu'], estates: ['Majengo', 'Likii', 'Snow View'] },
  {
    code: '032',
    name: 'Nakuru',
    region: 'Rift Valley',
    towns: ['Nakuru', 'Naivasha', 'Molo'],
    streets: ['Kenyatta Avenue', 'Moi Road', 'Gusii Road', 'Oginga Odinga Avenue', 'Kipchoge Avenue'],
    estates: ['Milimani', 'Section 58', 'Lanet', 'Free Area', 'Shabab', 'London', 'Pipeline'],
  },
  { code: '033', name: 'Narok', region: 'Rift Valley', towns: ['Narok', 'Kilgoris'] },
  { code: '034', name: 'Kajiado', region: 'Rift Valley', towns: ['Kitengela', 'Ongata Rongai', 'Ngong', 'Kajiado'] },
  { code: '035', name: 'Kericho', region: 'Rift Valley', towns: ['Kericho', 'Litein'] },
  { code: '036', name: 'Bomet', region: 'Rift Valley', towns: ['Bomet', 'Sotik'] },
  { code: '037', name: 'Kakamega', region: 'Western', towns: ['Kakamega', 'Mumias'], estates: ['Milimani', 'Amalemba', 'Shirere', 'Lurambi'] },
  { code: '038', name: 'Vihiga', region: 'Western', towns: ['Mbale', 'Luanda'] },
  { code: '039', name: 'Bungoma', region: 'Western', towns: ['Bungoma', 'Webuye', 'Kimilili'] },
  { code: '040', name: 'Busia', region: 'Western', towns: ['Busia', 'Malaba'] },
  { code: '041', name: 'Siaya', region: 'Nyanza', towns: ['Siaya', 'Bondo'] },
  {
    code: '042',
    name: 'Kisumu',
    region: 'Nyanza',
    towns: ['Kisumu', 'Ahero'],
    streets: ['Oginga Odinga Street', 'Jomo Kenyatta Highway', 'Angawa Avenue', 'Ojino Okew Road', 'Otieno Oyoo Street'],
    estates: ['Milimani', 'Nyalenda', 'Kondele', 'Mamboleo', 'Manyatta', 'Tom Mboya Estate', 'Riat Hills'],
  },
  { code: '043', name: 'Homa Bay', region: 'Nyanza', towns: ['Homa Bay', 'Mbita'] },
  { code: '044', name: 'Migori', region: 'Nyanza', towns: ['Migori', 'Awendo', 'Rongo'] },
  { code: '045', name: 'Kisii', region: 'Nyanza', towns: ['Kisii', 'Ogembo'], estates: ['Jogoo', 'Mwembe', 'Daraja Mbili', 'Nyanchwa'] },
  { code: '046', name: 'Nyamira', region: 'Nyanza', towns: ['Nyamira', 'Keroka'] },
  {
    code: '047',
    name: 'Nairobi',
    region: 'Nairobi',
    towns: ['Nairobi'],
    streets: [
      'Moi Avenue',
      'Kenyatta Avenue',
      'Tom Mboya Street',
      'Kimathi Street',
      'Haile Selassie Avenue',
      'Biashara Street',
      'Ngong Road',
      'Muindi Mbingu Street',
      'River Road',
      'Accra Road',
      'Luthuli Avenue',
      'Koinange Street',
      'Waiyaki Way',
      'Argwings Kodhek Road',
      'Jogoo Road',
      'Thika Road',
      'Lang\'ata Road',
      'Mombasa Road',
    ],
    estates: [
      'Nairobi CBD',
      'Westlands',
      'Kilimani',
      'Kileleshwa',
      'Lavington',
      'South B',
      'South C',
      'Eastleigh',
      'Parklands',
      'Ngara',
      'Kasarani',
      'Roysambu',
      'Embakasi',
      'Donholm',
      'Buruburu',
      'Umoja',
      'Kayole',
      'Karen',
      'Lang\'ata',
      'Githurai',
      'Kawangware',
      'Kahawa West',
    ],
  },
];

/** Streets found in nearly every Kenyan town centre, for counties without a specific list. */
export const GENERIC_STREETS: readonly string[] = [
  'Moi Avenue',
  'Kenyatta Avenue',
  'Biashara Street',
  'Market Street',
  'Hospital Road',
  'Station Road',
  'Uhuru Street',
  'Harambee Avenue',
  'Oginga Odinga Street',
  'Tom Mboya Street',
  'Kimathi Street',
  'Court Road',
  'Bus Park Road',
];

export const GENERIC_ESTATES: readonly string[] = ['Town Centre', 'Majengo', 'Shauri Moyo', 'Mjini', 'Stage Area', 'Market Area', 'Bondeni', 'Kisumu Ndogo'];

/** Commercial buildings and landmarks for the store form's "address details" line. */
export const BUILDINGS: readonly string[] = [
  'Jamii House',
  'Biashara Plaza',
  'Rehema House',
  'Uchumi House',
  'Mwalimu Towers',
  'Posta House',
  'Imani Plaza',
  'Baraka Centre',
  'Harambee Plaza',
  'Tumaini House',
  'Upendo Arcade',
  'Mlimani Mall',
  'Neema Complex',
  'Furaha Building',
];

export const LANDMARKS: readonly string[] = [
  'next to the matatu stage',
  'opposite the county offices',
  'behind the main market',
  'next to the Catholic church',
  'opposite the post office',
  'near the bus park',
  'next to the police station',
  'opposite the district hospital',
];

/** Words Kenyan small businesses put in their trading names. */
export const BUSINESS_WORDS: readonly string[] = [
  'Duka',
  'Hardware',
  'Mini Mart',
  'Supermarket',
  'Pharmacy',
  'Chemist',
  'Salon',
  'Barber Shop',
  'Agrovet',
  'Butchery',
  'Electronics',
  'Boutique',
  'Cyber',
  'M-Shop',
  'Wines & Spirits',
  'Hotel',
  'Bakery',
  'Mitumba',
  'Cereals',
  'General Stores',
  'Tailoring',
  'Auto Spares',
  'Enterprises',
  'Traders',
];

/** Hopeful first words of shop names: Swahili virtues and blessings are by far the most common. */
export const BUSINESS_NAME_PREFIXES: readonly string[] = [
  'Baraka',
  'Neema',
  'Upendo',
  'Amani',
  'Jamii',
  'Tumaini',
  'Imani',
  'Faraja',
  'Bahati',
  'Mwangaza',
  'Riziki',
  'Furaha',
  'Zawadi',
  'Uzima',
  'Tujenge',
  'Mama Mboga',
  'Kilele',
  'Sunrise',
  'Green Valley',
  'Highway',
];

export interface Bank {
  name: string;
  /** CBK bank code, as shown on cheques and EFT forms. */
  code: string;
  branches: readonly string[];
  /** Account numbers differ in length and leading digits from bank to bank. */
  accountPrefix: string;
  accountLength: number;
}

export const BANKS: readonly Bank[] = [
  { name: 'KCB Bank', code: '01', branches: ['Moi Avenue', 'Kencom House', 'Kipande House', 'Thika', 'Nakuru', 'Kisumu', 'Eldoret', 'Mombasa Nkrumah Road'], accountPrefix: '11', accountLength: 10 },
  { name: 'Equity Bank', code: '68', branches: ['Tom Mboya', 'Fourways Towers', 'Kenyatta Avenue', 'Mombasa Digo Road', 'Kisumu', 'Nakuru Kenyatta Avenue', 'Eldoret', 'Thika'], accountPrefix: '01', accountLength: 13 },
  { name: 'Co-operative Bank', code: '11', branches: ['Co-op House', 'Kenyatta Avenue', 'Kisumu', 'Nyeri', 'Meru', 'Mombasa'], accountPrefix: '011', accountLength: 14 },
  { name: 'NCBA Bank', code: '07', branches: ['NCBA Centre Upper Hill', 'Westlands', 'Mombasa', 'Kisumu', 'Nakuru'], accountPrefix: '1', accountLength: 10 },
  { name: 'Absa Bank Kenya', code: '03', branches: ['Queensway House', 'Sarit Centre', 'Nakuru', 'Nkrumah Road Mombasa', 'Eldoret'], accountPrefix: '20', accountLength: 10 },
  { name: 'Stanbic Bank', code: '31', branches: ['Chiromo', 'Kenyatta Avenue', 'Mombasa', 'Eldoret'], accountPrefix: '010', accountLength: 13 },
  { name: 'Diamond Trust Bank', code: '63', branches: ['Nation Centre', 'Capitol Hill', 'Mombasa Nkrumah Road', 'Kisumu'], accountPrefix: '0', accountLength: 10 },
  { name: 'I&M Bank', code: '57', branches: ['I&M Tower Kenyatta Avenue', 'Riverside', 'Mombasa Road', 'Nakuru'], accountPrefix: '00', accountLength: 14 },
  { name: 'Family Bank', code: '70', branches: ['Family Bank Towers', 'Kiambu', 'Thika', 'Nakuru', 'Kisumu'], accountPrefix: '04', accountLength: 12 },
];

/**
 * Three-digit prefixes of the 9-digit national number (07xx/01xx without the trunk 0). Safaricom dominates the
 * merchant base, so the generator draws from it most of the time.
 */
export const SAFARICOM_PREFIXES: readonly string[] = [
  ...range(700, 729),
  '740', '741', '742', '743', '745', '746', '748',
  '757', '758', '759', '768', '769',
  ...range(790, 799),
  '110', '111', '112', '113', '114', '115',
];

export const AIRTEL_PREFIXES: readonly string[] = [...range(730, 739), ...range(750, 756), '762', ...range(780, 789), '100', '101', '102'];

export const TELKOM_PREFIXES: readonly string[] = range(770, 779);

/** Mobile money goes to the wallet of the number's own network. */
export function mobileMoneyService(mobile: string): string {
  const prefix = mobile.slice(0, 3);
  if (AIRTEL_PREFIXES.includes(prefix)) return 'Airtel Money';
  if (TELKOM_PREFIXES.includes(prefix)) return 'T-Kash';
  return 'M-PESA';
}

export const MOBILE_OPERATOR_WEIGHTS: ReadonlyArray<readonly [readonly string[], number]> = [
  [SAFARICOM_PREFIXES, 80],
  [AIRTEL_PREFIXES, 16],
  [TELKOM_PREFIXES, 4],
];

/** Free e-mail providers in the proportions Kenyan customers give them at the counter. */
export const EMAIL_DOMAIN_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['gmail.com', 72],
  ['yahoo.com', 16],
  ['outlook.com', 8],
  ['hotmail.com', 4],
];

function range(from: number, to: number): string[] {
  const values: string[] = [];
  for (let value = from; value <= to; value += 1) values.push(String(value));
  return values;
}
