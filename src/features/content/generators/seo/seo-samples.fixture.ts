// Sample texts for the SEO analysis tests: a Markdown article, an HTML snippet
// with two H1s and a skipped level, and a thin 80-word plain text.

export const MARKDOWN_ARTICLE = `# Yin Yoga for Beginners

Yin yoga is a slow, quiet practice where you hold each pose for three to five minutes. It gently stretches the deep connective tissue around your joints and invites the nervous system to settle.

## Benefits of Yin Yoga

Regular practice improves flexibility in the hips and lower back. Many students also notice calmer evenings and deeper sleep after a class.

## How to Practise

Choose two or three poses and hold each one while breathing slowly through the nose. Use a **bolster** or a folded blanket so the muscles can soften.

### Poses to Try

- Butterfly pose for the inner thighs
- Dragon pose for the hip flexors
- Caterpillar pose for the spine

## Before You Begin

Yin yoga suits all levels, but go gently if you have an injury. Book a beginner class at our studio to learn the poses with a [teacher](https://example.com/teachers). Please bring water, wear warm layers and arrive ten minutes early so you can settle in.
`;

export const HTML_SNIPPET = `<h1>Ayurvedic Massage in Port Louis</h1>
<p>Our Ayurvedic massage uses warm herbal oils &amp; slow, rhythmic strokes to calm <em>vata</em> and ease muscle tension.</p>
<h1>Book Your Treatment</h1>
<h2>What to Expect</h2>
<h4>Aftercare</h4>
<p>Drink warm water and rest for the evening after your Ayurvedic massage.</p>`;

export const THIN_TEXT =
  'Meditation helps busy people slow down. A short morning meditation of ten minutes can lower stress and sharpen focus for the whole day. Sit comfortably, close your eyes and follow your breath. When thoughts arrive, notice them and return to the breath without judgement. Breathwork before meditation makes settling easier for many beginners. Try it for one week and see how you feel. Our studio offers free meditation sessions every Sunday morning for anyone who wants a gentle, calm start.';
