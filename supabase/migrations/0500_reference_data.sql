-- Reference data every project needs: the three plans (Starter, Professional,
-- Studio) and the master prompts the content tools look up. A migration, not a
-- seed: `supabase db push` applies migrations to a hosted project but seed files only
-- with --include-seed, and the sign-up trial needs the Starter plan. Safe to run again (on conflict do nothing), and
-- applied once per project, so later edits by an administrator are never overwritten.
-- Placeholders in prompt_text ({content}, {keywords}, {tone}, {topic}, {audience},
-- {location}, {competitor_url}) are filled by the tools from the user's inputs.

insert into public.subscription_plans (id, name, credits_limit, price, currency, features, is_active)
values
  ('5e0a1c3e-0001-4a00-8000-000000000001', 'Starter', 200, 29, 'USD',
   '["200 AI credits per month", "Blog articles, social posts and newsletters", "Brand voice profile", "Content history", "Email support"]', true),
  ('5e0a1c3e-0002-4a00-8000-000000000002', 'Professional', 500, 79, 'USD',
   '["500 AI credits per month", "All nine content tools", "AI image generation", "Tone templates and content preferences", "SEO optimizer and video scripts", "Priority support"]', true),
  ('5e0a1c3e-0003-4a00-8000-000000000003', 'Studio', 1000, 149, 'USD',
   '["Unlimited content generation", "1000 AI credits per month", "Everything in Professional", "Advanced usage analytics", "Dedicated support"]', true)
on conflict (name) do nothing;

insert into public.master_prompts (id, name, content_type, tone, prompt_text, is_active, user_id)
values
  -- blog
  ('5e0a1c3e-0b00-4a00-8000-000000000001', 'Evidence-informed wellness article', 'blog', 'Expert',
   $p$Write a well-structured blog article on {topic} for {audience}. Work these focus keywords in naturally, never stuffed: {keywords}. Voice: {tone}. Open with a relatable scenario, then explain what the practice is, how it works in the body and mind, and what research suggests, in plain words and without medical claims. Use H2 subheadings, short paragraphs and one practical routine readers can try this week. Close with a gentle invitation to book a class or consultation.$p$,
   true, null),
  ('5e0a1c3e-0b00-4a00-8000-000000000002', 'Beginner guide', 'blog', 'Friendly',
   $p$Write a beginner's guide to {topic} for {audience} who have never tried it. Tone: {tone}, warm and reassuring. Cover what to expect at a first session, what to wear or bring, common worries and how to handle them, and three simple steps to start at home. Include the keywords {keywords} in the title, the first paragraph and at least one subheading. End with a short FAQ of four questions.$p$,
   true, null),
  ('5e0a1c3e-0b00-4a00-8000-000000000003', 'Seasonal reflection', 'blog', 'Spiritual',
   $p$Write a reflective seasonal article connecting {topic} with the rhythm of the current season, for {audience}. Tone: {tone}. Weave in a short breathing or journaling practice, one story from a student or client (anonymised), and ideas for small daily rituals. Keywords to include: {keywords}. Keep it grounded and practical, ending with an invitation to an upcoming class or retreat.$p$,
   true, null),

  -- social
  ('5e0a1c3e-0500-4a00-8000-000000000001', 'Instagram carousel caption', 'social', 'Inspirational',
   $p$Write an Instagram caption about {topic} for {audience}. Tone: {tone}. Start with a hook line under 125 characters, then three short value points (one line each, emoji allowed), then a clear call to action (save, share or book). Add up to 10 relevant hashtags built from {keywords} plus local and niche wellness tags. Stay under 2200 characters.$p$,
   true, null),
  ('5e0a1c3e-0500-4a00-8000-000000000002', 'LinkedIn thought leadership', 'social', 'Professional',
   $p$Write a LinkedIn post on {topic} aimed at {audience} (HR leaders, founders, busy professionals). Tone: {tone}. Open with a surprising observation, share one insight from running a wellness practice, give two actionable tips for workplace wellbeing, and end with a question that invites comments. Use 3-5 hashtags from {keywords}. No more than 1300 characters.$p$,
   true, null),
  ('5e0a1c3e-0500-4a00-8000-000000000003', 'Facebook community update', 'social', 'Conversational',
   $p$Write a short Facebook post for our community about {topic}. Audience: {audience}. Tone: {tone}, like talking to regulars at the front desk. Mention what is new or coming up, why it matters to them, and how to join. Keep it under 500 characters, one emoji at most per sentence, and finish with a call to action. Keywords to touch on: {keywords}.$p$,
   true, null),

  -- newsletter
  ('5e0a1c3e-0e00-4a00-8000-000000000001', 'Weekly wellness digest', 'newsletter', 'Friendly',
   $p$Write a weekly newsletter for {audience} on the theme {topic}. Tone: {tone}. Provide: a subject line under 50 characters, preview text under 90 characters, a personal greeting, one main story (150-200 words), three quick wellness tips, this week's schedule highlights, and a single call to action button text. Mention {keywords} where natural. Close with a warm sign-off and an unsubscribe reminder line.$p$,
   true, null),
  ('5e0a1c3e-0e00-4a00-8000-000000000002', 'Mindfulness Monday', 'newsletter', 'Wellness',
   $p$Write a "Mindfulness Monday" email for {audience} around {topic}. Tone: {tone}. Include a subject line, preview text, a two-minute guided practice written step by step, a reflective question for the week, and a gentle invitation to a class or workshop. Keywords: {keywords}. Keep the whole email under 400 words.$p$,
   true, null),
  ('5e0a1c3e-0e00-4a00-8000-000000000003', 'Retreat announcement', 'newsletter', 'Inspirational',
   $p$Write a newsletter announcing a retreat or workshop about {topic} for {audience}. Tone: {tone}. Give a subject line, preview text, the promise of the experience in one paragraph, what a day looks like, who it is for, practical details (dates, location, price placeholders in square brackets), an early-booking incentive and a clear call to action. Keywords: {keywords}.$p$,
   true, null),

  -- website
  ('5e0a1c3e-0c00-4a00-8000-000000000001', 'Homepage hero and sections', 'website', 'Professional',
   $p$Write homepage copy about {topic} for {audience}. Tone: {tone}. Provide 10 H1 headline options (under 60 characters each), one hero paragraph of about 100 words, 10 H2 section titles, and 10 call-to-action button texts. Use the focus keywords {keywords} in the H1 and hero naturally. Speak to the visitor's goal (calm, strength, healing, balance) before describing services.$p$,
   true, null),
  ('5e0a1c3e-0c00-4a00-8000-000000000002', 'Service page', 'website', 'Empathetic',
   $p$Write a service page for {topic} aimed at {audience}. Tone: {tone}. Structure: H1, a short empathetic intro naming the problem the visitor feels, how the service helps, what a session includes, who it is for and not for, what clients say (placeholder quotes in square brackets), pricing placeholder, and a closing call to action. Keywords: {keywords}.$p$,
   true, null),
  ('5e0a1c3e-0c00-4a00-8000-000000000003', 'About us story', 'website', 'Conversational',
   $p$Write an "About us" page for a wellness business focused on {topic}, written for {audience}. Tone: {tone}. Tell the founding story in three short paragraphs, state the mission in one sentence, list four values with one line each, introduce the team in a warm paragraph, and end with an invitation to visit or book. Keywords: {keywords}.$p$,
   true, null),

  -- email
  ('5e0a1c3e-0e0a-4a00-8000-000000000001', 'Welcome email', 'email', 'Friendly',
   $p$Write a welcome email for a new client who just signed up, about {topic}. Audience: {audience}. Tone: {tone}. Include a subject line, a warm thank-you, what happens next (first class or session, what to bring), one tip to get the most out of their first week, how to reach us, and one call to action. Under 250 words. Keywords: {keywords}.$p$,
   true, null),
  ('5e0a1c3e-0e0a-4a00-8000-000000000002', 'Promotional offer', 'email', 'Inspirational',
   $p$Write a promotional email about {topic} for {audience}. Tone: {tone}, inviting rather than pushy. Include a subject line under 50 characters, preview text, a benefit-led opening, the offer with its deadline in square brackets, two short testimonials as placeholders, and a single prominent call to action. Keywords: {keywords}.$p$,
   true, null),
  ('5e0a1c3e-0e0a-4a00-8000-000000000003', 'Win-back email', 'email', 'Empathetic',
   $p$Write a reactivation email for {audience} who have not visited in a while, about {topic}. Tone: {tone}; acknowledge that life gets busy without guilt. Remind them what they enjoyed, share what is new, offer an easy way back (a free or discounted class placeholder), and end with one call to action. Under 200 words. Keywords: {keywords}.$p$,
   true, null),

  -- communication
  ('5e0a1c3e-0c0a-4a00-8000-000000000001', 'Booking inquiry reply', 'communication', 'Professional',
   $p$Write a reply to a client inquiry about {topic}. Client context: {content}. Audience: {audience}. Tone: {tone}. Thank them, answer the question directly, suggest two or three available options or next steps, state cancellation or preparation notes briefly, and close with a clear way to confirm. Keep it under 180 words.$p$,
   true, null),
  ('5e0a1c3e-0c0a-4a00-8000-000000000002', 'Concern or complaint response', 'communication', 'Empathetic',
   $p$Write a response to a client who raised a concern about {topic}. Their message: {content}. Tone: {tone}. Acknowledge their feelings without being defensive, take responsibility where appropriate, explain what we will do and by when, offer a gesture of goodwill if fitting, and invite them to talk by phone. Under 200 words.$p$,
   true, null),
  ('5e0a1c3e-0c0a-4a00-8000-000000000003', 'Session follow-up', 'communication', 'Wellness',
   $p$Write a follow-up message after a session on {topic}. Notes from the session: {content}. Tone: {tone}. Thank the client, recap two key takeaways, give one simple home practice, mention what to watch for before the next session, and suggest booking the next appointment. Under 150 words.$p$,
   true, null),

  -- image
  ('5e0a1c3e-01a0-4a00-8000-000000000001', 'Serene studio photograph', 'image', 'Wellness',
   $p$Image of {prompt} in a bright, airy wellness studio: natural morning light through large windows, wooden floor, plants, soft neutral palette with sage and sand tones, calm and uncluttered composition, shallow depth of field, no text, no logos, diverse and relaxed people, rendered as {style}.$p$,
   true, null),
  ('5e0a1c3e-01a0-4a00-8000-000000000002', 'Nature retreat scene', 'image', 'Spiritual',
   $p$Wide landscape image evoking {prompt}: a peaceful retreat setting at golden hour, ocean or mountain view, meditation cushions or yoga mats on a wooden deck, gentle mist, warm earthy colours, sense of stillness and renewal, {wellness_type} atmosphere, {style} style, no text.$p$,
   true, null),
  ('5e0a1c3e-01a0-4a00-8000-000000000003', 'Ayurveda flat lay', 'image', 'Professional',
   $p$Top-down flat lay illustrating {prompt}: herbal teas, spices (turmeric, cardamom, cinnamon), copper cups, fresh herbs and a linen cloth on a light stone surface, soft diffused light, clean minimalist styling suitable for a social media post, {style} style, no text.$p$,
   true, null),

  -- seo
  ('5e0a1c3e-05e0-4a00-8000-000000000001', 'Optimize existing content', 'seo', 'Expert',
   $p$You are an SEO specialist for wellness businesses. Analyze the content below for the target keywords {keywords}, keeping a {tone} brand voice. Return only JSON with: title_suggestions (5 titles under 60 characters), meta_description (120-160 characters), keywords (objects with keyword, density, suggestion), content_gaps (list), optimization_tips (list), header_structure (suggested H1/H2/H3 outline), internal_links (suggested anchor texts and target topics).

Content:
{content}$p$,
   true, null),
  ('5e0a1c3e-05e0-4a00-8000-000000000002', 'Competitor analysis', 'seo', 'Authoritative',
   $p$Compare our content with the competitor page at {competitor_url} for the keywords {keywords}. Brand voice: {tone}. Identify topics, questions and keywords they cover that we miss, and where our page is stronger. Return only JSON with: title_suggestions, meta_description, keywords, content_gaps, optimization_tips, header_structure, internal_links.

Our content:
{content}$p$,
   true, null),
  ('5e0a1c3e-05e0-4a00-8000-000000000003', 'Local SEO', 'seo', 'Professional',
   $p$Optimize this wellness business content for local search in {location} for the keywords {keywords}. Brand voice: {tone}. Suggest location-aware titles, a meta description that names the area, local keyword variations ("near me", neighbourhood names), Google Business Profile tips and local link ideas. Return only JSON with: title_suggestions, meta_description, keywords, content_gaps, optimization_tips, header_structure, internal_links.

Content:
{content}$p$,
   true, null),

  -- video
  ('5e0a1c3e-0f00-4a00-8000-000000000001', 'Short social reel', 'video', 'Inspirational',
   $p$Write a 30-60 second vertical video script about {topic} for {audience}. Tone: {tone}. Return: title, a hook for the first 3 seconds, a one-line intro, main_content as 3-4 quick beats with on-screen text, a call_to_action, a caption description and 8 hashtags from {keywords}, and timing (total_duration, intro, main, outro).$p$,
   true, null),
  ('5e0a1c3e-0f00-4a00-8000-000000000002', 'Guided class or meditation', 'video', 'Wellness',
   $p$Write a script for a guided {topic} video for {audience}. Tone: {tone}, slow and spacious, with pauses marked as [pause]. Return: title, hook, intro (welcome and safety note), main_content as numbered segments with cues for breath and posture, a gentle call_to_action, a YouTube description with keywords {keywords}, hashtags, and timing (total_duration, intro, main, outro).$p$,
   true, null),
  ('5e0a1c3e-0f00-4a00-8000-000000000003', 'Educational explainer', 'video', 'Expert',
   $p$Write an educational YouTube script explaining {topic} to {audience}. Tone: {tone}; clear, evidence-aware, no medical claims. Return: title, hook, intro, main_content as 4-6 sections each with a key point and an example, call_to_action (subscribe and book), a description with timestamps and keywords {keywords}, hashtags, and timing (total_duration, intro, main, outro).$p$,
   true, null)
on conflict (id) do nothing;
