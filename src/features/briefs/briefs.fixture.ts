// Ten briefs a studio might keep, accents and long titles included: for the tests and the screenshots.
import type { Brief } from '#domain/brief.ts';

const base = { user_id: 'u1', studio_id: 'u1', times: '', location: '', leaders: '', price: '', bring: '', booking: '', places_left: null, audience: '', key_message: '', avoid: '', details: '', ends_on: '', created_at: '2026-05-01T08:00:00.000Z', updated_at: '2026-05-01T08:00:00.000Z' };

export const SAMPLE_BRIEFS: Brief[] = [
  { ...base, id: 'b01', kind: 'event', title: 'Solstice Retreat: two nights of yoga by the lagoon', starts_on: '2026-06-20', ends_on: '2026-06-22', times: 'arrive from 3pm', location: 'Lagoon Flow studio, Royal Road, Grand Baie', leaders: 'Anaïs (yoga), Ravi (sound bath)', price: 'Rs 12,500 per person, early bird Rs 11,000 until 1 June', bring: 'yoga mat, warm layers, a water bottle', booking: 'https://lagoonflow.example/solstice', places_left: 6, audience: 'members who have done a weekend before', key_message: 'Two quiet nights to reset before the winter', avoid: "no 'detox'" },
  { ...base, id: 'b02', kind: 'class', title: 'Yin & Yoga Nidra — every Tuesday evening', starts_on: '', times: 'Tue 19:00-20:15', location: 'Studio Sérénité, Curepipe', leaders: 'Hélène', price: 'Rs 600 drop-in', places_left: 3 },
  { ...base, id: 'b03', kind: 'offer', title: 'Spring membership: first month half price', starts_on: '2026-03-01', ends_on: '2026-03-31', price: 'Rs 1,750 instead of Rs 3,500', booking: 'WhatsApp +230 5 123 4567' },
  { ...base, id: 'b04', kind: 'workshop', title: 'Breathwork for anxious sleepers (a gentle three-hour workshop with Zoë Müller-Łukasz)', starts_on: '2026-07-11', times: '14:00-17:00', location: 'The Garden Room, Château de Labourdonnais', leaders: 'Zoë Müller-Łukasz', price: 'Rs 2,200', places_left: 0 },
  { ...base, id: 'b05', kind: 'announcement', title: 'New timetable from September', starts_on: '2026-09-01' },
  { ...base, id: 'b06', kind: 'event', title: 'Full Moon Circle on the beach', starts_on: '2026-08-09', times: '18:30, bring a torch', location: 'Mont Choisy beach, by the filaos', leaders: 'Priya & José', price: 'Free, donations welcome', places_left: 40 },
  { ...base, id: 'b07', kind: 'class', title: 'Pilates Mat Fundamentals', starts_on: '2026-05-04', ends_on: '2026-06-22', times: 'Mon 7:00-7:50', location: 'Studio Sérénité, Curepipe', leaders: 'Maëlle', price: 'Rs 4,800 for 8 weeks', places_left: 12 },
  { ...base, id: 'b08', kind: 'offer', title: 'Gift a spa afternoon: hammam, massage and tea for two', starts_on: '', price: 'Rs 7,900 for two', booking: 'https://lagoonflow.example/gift' },
  { ...base, id: 'b09', kind: 'workshop', title: 'Ayurveda in the kitchen', starts_on: '2026-10-17', times: '10:00-13:00', location: 'Kitchen studio, Port Louis', leaders: 'Dr. Śrī Venkataraman', price: 'Rs 1,900 including lunch', places_left: 1 },
  { ...base, id: 'b10', kind: 'announcement', title: 'We are closed for the Cavadee holiday', starts_on: '2026-01-24' },
];
