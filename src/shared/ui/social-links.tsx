import type { ReactNode } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';
import { NewTabHint } from './new-tab-hint';

type Network = { name: string; url: (slug: string) => string; icon: ReactNode };

/** Pages of the federation on social networks, named after the product slug. */
const networks: readonly Network[] = [
  {
    name: 'Facebook',
    url: (slug) => `https://www.facebook.com/${slug}`,
    icon: (
      <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.3 4c-2.3 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z" />
    ),
  },
  {
    name: 'Instagram',
    url: (slug) => `https://www.instagram.com/${slug}`,
    icon: (
      <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 3.5c-2.3 0-2.6 0-3.5.1-3 .1-4.7 1.8-4.9 4.9-.1.9-.1 1.2-.1 3.5s0 2.6.1 3.5c.2 3 1.9 4.7 4.9 4.9.9.1 1.2.1 3.5.1s2.6 0 3.5-.1c3-.2 4.7-1.9 4.9-4.9.1-.9.1-1.2.1-3.5s0-2.6-.1-3.5c-.2-3-1.9-4.7-4.9-4.9-.9-.1-1.2-.1-3.5-.1zm0 1.5h3.4c2.2.1 3.4 1.2 3.5 3.5v6.9c-.1 2.3-1.2 3.4-3.5 3.5H8.6c-2.3-.1-3.4-1.2-3.5-3.5V8.5c.1-2.3 1.2-3.4 3.5-3.5z" />
    ),
  },
  {
    name: 'LinkedIn',
    url: (slug) => `https://www.linkedin.com/company/${slug}`,
    icon: (
      <path d="M4.5 9h3v11h-3zM6 4a1.75 1.75 0 1 1 0 3.5A1.75 1.75 0 0 1 6 4zm3.5 5h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.6 2 3.6 4.7V20h-3v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20h-3z" />
    ),
  },
  {
    name: 'YouTube',
    url: (slug) => `https://www.youtube.com/@${slug}`,
    icon: (
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
    ),
  },
];

/** External links, each announced as opening a new tab: 'Facebook (nouvel onglet)'. */
export function SocialLinks() {
  const { productSlug } = getRuntimeConfig();
  return (
    <ul className="social-links" aria-label="Réseaux sociaux">
      {networks.map((network) => (
        <li key={network.name}>
          <a
            className="social-link"
            href={network.url(productSlug)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {network.icon}
            </svg>
            {network.name}
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  );
}
