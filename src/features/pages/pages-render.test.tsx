import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterContextProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page.tsx';
import { ContactPage } from './contact-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

function render(page: ReactElement, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: Outlet }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderToStaticMarkup(<RouterContextProvider router={router}>{page}</RouterContextProvider>);
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

function headings(html: string): { level: number; text: string }[] {
  return [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/gs)].map((match) => ({
    level: Number(match[1]),
    text: textOf(match[2] ?? '').trim(),
  }));
}

describe.each([
  ['Privacy Policy', () => <PrivacyPage />],
  ['Terms of Service', () => <TermsPage />],
  ['About Us', () => <AboutPage />],
  ['Contact Us', () => <ContactPage />],
  ['Frequently Asked Questions', () => <FaqPage />],
  ['Oops! Page not found', () => <NotFoundPage pathname="/nowhere" />],
])('%s page', (title, page) => {
  const html = render(page());

  it('has exactly one h1, with the page title', () => {
    expect(headings(html).filter((heading) => heading.level === 1)).toEqual([{ level: 1, text: title }]);
  });

  it('opens with the h1 and never skips a heading level', () => {
    const levels = headings(html).map((heading) => heading.level);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it('labels every form control', () => {
    const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
    const controls = html.match(/<(?:input|select|textarea)\b/g) ?? [];
    expect(ids).toHaveLength(controls.length);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });
});

describe('static page content', () => {
  it('shows the legal pages with their numbered sections and date', () => {
    const privacy = render(<PrivacyPage />);
    expect(headings(privacy).filter((h) => h.level === 2).map((h) => h.text)).toHaveLength(11);
    expect(textOf(privacy)).toContain('Last updated: January 2025');
    expect(privacy).toContain('href="mailto:hello@example.com"');
    const terms = headings(render(<TermsPage />)).filter((h) => h.level === 2);
    expect(terms.map((h) => h.text)).toEqual(expect.arrayContaining(['1. Agreement to Terms', '10. Governing Law']));
    expect(terms).toHaveLength(12);
  });

  it('links the About page to sign-up and contact, with the four values', () => {
    const html = render(<AboutPage />);
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>Get Started Free<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"/);
    const titles = headings(html).map((h) => h.text);
    expect(titles).toEqual(expect.arrayContaining(['Wellness First', 'AI Innovation', 'Community Focus', 'Results Driven']));
  });

  it('shows the contact form fields, and three FAQ cards', () => {
    const html = render(<ContactPage />);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(html).toMatch(/<textarea[^>]*rows="6"/);
    const options = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(options).toEqual([
      'general:General Inquiry',
      'support:Technical Support',
      'billing:Billing Question',
      'feature:Feature Request',
      'partnership:Partnership',
      'other:Other',
    ]);
    expect(headings(html).filter((h) => h.level === 3)).toHaveLength(3);
    expect(html).toContain('href="mailto:hello@example.com"');
    expect(textOf(html)).toContain('Send Message');
  });

  it('lists the 15 FAQ questions closed, with all categories selected', () => {
    const html = render(<FaqPage />);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(15);
    expect(html.match(/<div[^>]*id="faq-answer-[^"]+"[^>]*hidden=""/g)).toHaveLength(15);
    expect(html).toMatch(/aria-pressed="true"[^>]*>All Questions</);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(6);
    expect(html).toMatch(/href="\/contact"/);
    expect(html).toContain('href="mailto:hello@example.com"');
  });

  it('shows the not-found page with the unknown path and a link home', () => {
    const html = render(<NotFoundPage pathname="/no/such/page" />);
    expect(textOf(html)).toContain('404');
    expect(textOf(html)).toContain('/no/such/page');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it('falls back to the router location when mounted without a pathname', () => {
    const AsNotFoundComponent = NotFoundPage as (props: object) => ReactElement;
    expect(textOf(render(<AsNotFoundComponent />, '/lost/in/retreat'))).toContain('/lost/in/retreat');
  });
});
