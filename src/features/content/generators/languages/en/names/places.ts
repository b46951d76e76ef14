// The places an English writer spells one way: countries, regions and the world's
// well-known cities and resort towns, as they are usually written. The name book
// restores them wherever they arrive in lower case. Places that are also ordinary
// words ("bath", "nice") are listed apart and count only when the user capitalised them.

export const COUNTRIES = [
  'Argentina', 'Australia', 'Austria', 'Bali', 'Belgium', 'Bhutan', 'Botswana', 'Brazil', 'Bulgaria', 'Cambodia',
  'Canada', 'Chile', 'Colombia', 'Costa Rica', 'Croatia', 'Cyprus', 'Czech Republic', 'Denmark', 'Dominican Republic',
  'Ecuador', 'Egypt', 'England', 'Estonia', 'Fiji', 'Finland', 'France', 'Germany', 'Ghana', 'Greece', 'Guatemala',
  'Hungary', 'Iceland', 'India', 'Indonesia', 'Ireland', 'Israel', 'Italy', 'Jamaica', 'Japan', 'Kenya', 'Latvia',
  'Lithuania', 'Luxembourg', 'Madagascar', 'Malaysia', 'Maldives', 'Malta', 'Mauritius', 'Mexico', 'Montenegro',
  'Morocco', 'Mozambique', 'Namibia', 'Nepal', 'Netherlands', 'New Zealand', 'Nicaragua', 'Nigeria', 'Northern Ireland',
  'Norway', 'Oman', 'Pakistan', 'Panama', 'Peru', 'Philippines', 'Poland', 'Portugal', 'Qatar', 'Romania', 'Rwanda',
  'Scotland', 'Senegal', 'Seychelles', 'Singapore', 'Slovenia', 'South Africa', 'South Korea', 'Spain', 'Sri Lanka',
  'Sweden', 'Switzerland', 'Taiwan', 'Tanzania', 'Thailand', 'Tunisia', 'Uganda', 'United Kingdom', 'United States',
  'Uruguay', 'Vietnam', 'Wales', 'Zambia', 'Zanzibar', 'Zimbabwe', 'UK', 'USA', 'UAE',
];

export const REGIONS = [
  'Algarve', 'Andalusia', 'Bavaria', 'Catalonia', 'Cornwall', 'Costa Brava', 'Costa del Sol', 'Cotswolds', 'Crete',
  'Dorset', 'Devon', 'Ibiza', 'Mallorca', 'Majorca', 'Menorca', 'Tenerife', 'Lanzarote', 'Gran Canaria', 'Sardinia',
  'Sicily', 'Tuscany', 'Umbria', 'Provence', 'Brittany', 'Normandy', 'Dordogne', 'Lake District', 'Peak District',
  'Yorkshire', 'Norfolk', 'Suffolk', 'Sussex', 'Kent', 'Surrey', 'Somerset', 'Western Cape', 'Gauteng',
  'KwaZulu-Natal', 'Garden Route', 'Winelands', 'Karoo', 'Kerala', 'Goa', 'Rajasthan', 'Himalayas', 'Queensland',
  'New South Wales', 'Victoria', 'Tasmania', 'Western Australia', 'Otago', 'Canterbury', 'California', 'Colorado',
  'Florida', 'Hawaii', 'Maui', 'Oahu', 'Kauai', 'Texas', 'Oregon', 'Arizona', 'Vermont', 'Ontario', 'Quebec',
  'British Columbia', 'Alberta', 'Patagonia', 'Yucatán', 'Riviera Maya', 'Lombok', 'Java', 'Phuket', 'Koh Samui',
  'Koh Phangan', 'Rodrigues', 'Réunion', 'Canary Islands', 'Balearic Islands', 'Scottish Highlands', 'Bay Area',
];

export const CITIES = [
  'Amsterdam', 'Antwerp', 'Athens', 'Auckland', 'Austin', 'Barcelona', 'Beijing', 'Belfast', 'Berlin', 'Bern', 'Bilbao',
  'Birmingham', 'Bologna', 'Bondi', 'Bordeaux', 'Boston', 'Brighton', 'Brisbane', 'Bristol', 'Brussels', 'Budapest',
  'Buenos Aires', 'Byron Bay', 'Cairns', 'Cambridge', 'Canggu', 'Cape Town', 'Cardiff', 'Chiang Mai', 'Chicago',
  'Christchurch', 'Copenhagen', 'Dallas', 'Denver', 'Dubai', 'Dublin', 'Durban', 'Edinburgh', 'Florence', 'Franschhoek',
  'Frankfurt', 'Galway', 'Geneva', 'Glasgow', 'Gold Coast', 'Gothenburg', 'Grand Baie', 'Hamburg', 'Helsinki',
  'Hermanus', 'Hong Kong', 'Honolulu', 'Istanbul', 'Jaipur', 'Johannesburg', 'Kathmandu', 'Knysna', 'Kraków', 'Krakow',
  'Kyoto', 'Lagos', 'Las Vegas', 'Leeds', 'Leipzig', 'Lisbon', 'Liverpool', 'Ljubljana', 'London', 'Los Angeles',
  'Lyon', 'Madrid', 'Malibu', 'Manchester', 'Marrakech', 'Marrakesh', 'Marseille', 'Melbourne', 'Mexico City', 'Miami',
  'Milan', 'Montreal', 'Montréal', 'Mumbai', 'Munich', 'Mysore', 'Nairobi', 'Naples', 'New Delhi', 'New York',
  'New York City', 'Newcastle', 'Noosa', 'Nottingham', 'Oaxaca', 'Ojai', 'Oslo', 'Ottawa', 'Oxford', 'Palma',
  'Paris', 'Perth', 'Philadelphia', 'Plettenberg Bay', 'Port Elizabeth', 'Gqeberha', 'Port Louis', 'Porto', 'Prague',
  'Pretoria', 'Queenstown', 'Reykjavik', 'Rio de Janeiro', 'Rishikesh', 'Rome', 'Rotterdam', 'Salzburg', 'San Diego',
  'San Francisco', 'Santa Barbara', 'Santa Monica', 'Santiago', 'São Paulo', 'Sao Paulo', 'Seattle', 'Sedona',
  'Seminyak', 'Seoul', 'Seville', 'Shanghai', 'Sintra', 'Sitges', 'Sofia', 'St Ives', 'Stellenbosch', 'Stockholm',
  'Stuttgart', 'Sydney', 'Tallinn', 'Tel Aviv', 'Tokyo', 'Toronto', 'Tulum', 'Ubud', 'Uluwatu', 'Valencia', 'Vancouver',
  'Venice', 'Vienna', 'Warsaw', 'Washington', 'Wellington', 'Whistler', 'Wanaka', 'Zurich', 'Zürich', 'Adelaide',
  'Hobart', 'Canberra', 'Darwin', 'Fremantle', 'Margaret River', 'Rotorua', 'Nelson', 'Tauranga', 'Mount Maunganui',
  'Muizenberg', 'Hout Bay', 'Camps Bay', 'Sea Point', 'Kalk Bay', 'Umhlanga', 'Flic en Flac', 'Tamarin', 'Belle Mare',
  'Curepipe', 'Quatre Bornes', 'Rose Hill', 'Le Morne', 'Mahébourg', 'Goa', 'Pondicherry', 'Dharamshala', 'Bangalore',
  'Bengaluru', 'Chennai', 'Kochi', 'Colombo', 'Galle', 'Weligama', 'Arugam Bay', 'Hoi An', 'Hanoi', 'Bangkok',
  'Kuala Lumpur', 'Penang', 'Siem Reap', 'Luang Prabang', 'Pokhara', 'Cusco', 'Lima', 'Medellín', 'Medellin',
  'Cartagena', 'Bogotá', 'Nosara', 'Santa Teresa', 'Puerto Escondido', 'Sayulita', 'Playa del Carmen', 'Cancún',
  'Cancun', 'Ericeira', 'Taghazout', 'Essaouira', 'Asheville', 'Portland',
  'Brooklyn', 'Manhattan', 'Hollywood', 'Venice Beach', 'Big Sur', 'Napa', 'Montauk', 'Hamptons',
  'Nashville', 'Atlanta', 'Houston', 'Scottsdale', 'Salt Lake City', 'Minneapolis', 'Toronto',
  'Calgary', 'Tofino', 'Harrogate', 'Bournemouth', 'Totnes', 'Glastonbury', 'Stroud', 'Frome',
  'Falmouth', 'Padstow', 'Hove', 'Lewes', 'Margate', 'Whitstable', 'Cheltenham', 'Canterbury', 'York', 'Sheffield',
  'Aberdeen', 'Inverness', 'Swansea', 'Cork', 'Limerick', 'Kilkenny', 'Kinsale',
];

/** Places that are also everyday words in lower case: names only when the user typed them capitalised. */
export const AMBIGUOUS_PLACES = [
  'Bath', 'Nice', 'Reading', 'Mobile', 'Split', 'Deal', 'Hope', 'Sale', 'Orange', 'Jersey', 'Turkey', 'China', 'Chad',
  'Wells', 'Hull', 'Rye', 'Bury', 'Battle', 'Hay', 'Sandwich', 'Eden', 'Aspen', 'Boulder', 'Phoenix', 'Street',
  'Cork', 'Nelson', 'Victoria', 'Florence', 'Austin', 'Darwin', 'Lagos', 'Lima', 'Java', 'Georgia', 'Jordan', 'Panama',
  'Reunion', 'Wellington',
];

/** Places said with "the": "in the UK", "in the Cotswolds". */
export const PLACES_WITH_THE = [
  'UK', 'USA', 'UAE', 'United Kingdom', 'United States', 'Netherlands', 'Philippines', 'Maldives', 'Seychelles',
  'Czech Republic', 'Dominican Republic', 'Algarve', 'Cotswolds', 'Lake District', 'Peak District', 'Himalayas',
  'Hamptons', 'Canary Islands', 'Balearic Islands', 'Scottish Highlands', 'Bay Area', 'Karoo', 'Winelands',
  'Garden Route', 'Gold Coast', 'Riviera Maya', 'Costa Brava', 'Costa del Sol', 'Western Cape',
];
