const socialNetworks = [
  { name: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'Instagram', url: 'https://www.instagram.com/' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  { name: 'YouTube', url: 'https://www.youtube.com/' },
];

export function SocialLinks() {
  return (
    <ul className="social-links" aria-label="Réseaux sociaux">
      {socialNetworks.map((network) => (
        <li key={network.name}>
          <a href={network.url} target="_blank" rel="noopener noreferrer">
            {network.name}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
