import { useEffect } from 'react';

/** Shown when public/config.json is missing or invalid: the portal cannot start without it. */
export function ConfigErrorPage({ message }: { message: string }) {
  useEffect(() => {
    document.title = 'Configuration invalide – Portail des adhérents';
  }, []);
  return (
    <main className="config-error">
      <h1>Le portail ne peut pas démarrer</h1>
      <p role="alert">La configuration du portail est incorrecte. {message}</p>
      <p>Vérifiez le fichier config.json publié avec l’application, puis rechargez la page.</p>
    </main>
  );
}
