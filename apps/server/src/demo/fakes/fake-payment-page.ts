/** The fake provider's hosted payment page: what the customer pays and three buttons, one per scripted outcome. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const euros = (cents: number) =>
  `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`;

export function fakePaymentPage(session: { id: string; amountCents: number; description: string }): string {
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  const button = (outcome: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement (prestataire de démonstration)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 24rem; margin: 2rem auto; padding: 0 1rem; }
form { display: flex; flex-direction: column; gap: .75rem; }
button { font-size: 1rem; padding: .75rem; border-radius: .5rem; border: 1px solid #888; cursor: pointer; }
button[value="paid"] { background: #1c7ed6; color: white; border-color: #1c7ed6; }
</style>
</head>
<body>
<h1>Paiement par carte</h1>
<p>Prestataire de démonstration : aucune carte n’est débitée.</p>
<p>${escapeHtml(session.description)}</p>
<p><strong>${escapeHtml(euros(session.amountCents))}</strong></p>
<form method="post" action="${action}">
${button('paid', 'Payer')}
${button('failed', 'Échec')}
${button('abandoned', 'Abandonner')}
</form>
</body>
</html>`;
}
