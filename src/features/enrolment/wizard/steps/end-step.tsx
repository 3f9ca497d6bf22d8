/** 'Fin' after an online request: the club checks the file before sending a payment link. */
export function EndStep() {
  return (
    <div className="wizard-end">
      <p className="wizard-end__thanks">Merci !</p>
      <p>Votre demande d&apos;inscription en ligne a bien été envoyée au club.</p>
      <p>
        Si votre dossier est conforme et accepté, vous recevrez un lien de paiement sous 24h
        ouvrées.
      </p>
    </div>
  );
}
