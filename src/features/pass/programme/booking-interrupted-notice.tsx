/**
 * What a member is told when a booking was sent and no answer came back (the connection dropped):
 * the booking may or may not have reached the server, so the dialog reads the member's bookings
 * again and says which it is. A booking is never sent twice by itself; 'Réserver' stays for the
 * member to press again only when the server holds none (docs/adr/0020-writes-on-bad-networks.md).
 */
export function BookingInterruptedNotice({
  booked,
  checking,
}: {
  booked: boolean;
  checking: boolean;
}) {
  const outcome = booked
    ? 'Votre réservation a bien été enregistrée.'
    : checking
      ? 'Vérification de vos réservations…'
      : "Votre réservation n'a pas été enregistrée : cliquez de nouveau sur « Réserver » une fois la connexion revenue.";
  return (
    <p className="pass-session__interrupted" role="alert">
      La connexion a été coupée pendant l'envoi de votre réservation. {outcome}
    </p>
  );
}
