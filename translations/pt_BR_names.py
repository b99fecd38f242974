# Translations of "names, not ids" into Brazilian Portuguese: policies, sales and quotes named
# by customer, product and vigência, "Copiar referência", and the exports that name them.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('RecordNames', {
 '%1 to %2': '%1 a %2'})
ctx('brokerdesk::ui::CopyReference', {
 'Copy reference': 'Copiar referência',
 'Reference copied': 'Referência copiada',
 "Copies this record's reference, to paste where the insurer or support asks for it":
     'Copia a referência deste registro, para colar onde a seguradora ou o suporte pedir'})
ctx('brokerdesk::ui::policies::CancelPolicyDialog', {
 'Cancel the policy <b>%1</b> (%2)?': 'Cancelar a apólice <b>%1</b> (%2)?'})
ctx('brokerdesk::ui::PoliciesPage', {
 'Policy %1 cancelled.': 'Apólice %1 cancelada.'})
ctx('brokerdesk::ui::CheckoutView', {
 'This quote is not saved on this computer; quote it again to sell it.':
     'Esta cotação não está salva neste computador; cote de novo para vendê-la.',
 '<b>%1</b> · quote valid until %2': '<b>%1</b> · cotação válida até %2'})
ctx('brokerdesk::ui::SaleStatusView', {
 'Sale': 'Venda'})
ctx('brokerdesk::ui::OfflineQuotesPage', {
 'Saved quote, valid until %1': 'Cotação salva, válida até %1'})
ctx('brokerdesk::ui::cashflow::RecordDetails', {
 'Linked to': 'Vinculado a',
 'linked to this record': 'vinculada a este lançamento',
 'of %1': 'de %1'})
ctx('LedgerQueries', {
 'Reference': 'Referência'})
ctx('OfflineStore', {
 'Cover': 'Vigência',
 '%1 to %2': '%1 a %2'})
ctx('Proposal', {
 'Coverage not named by the insurer': 'Cobertura sem nome informado pela seguradora',
 'Assistance not named by the insurer': 'Assistência sem nome informado pela seguradora'})
ctx('brokerdesk::ui::SalesListModel', {
 'Cover': 'Vigência'})
ctx('brokerdesk::ui::ErrorBanner', {
 'Copy reference': 'Copiar referência',
 "Copies this error's reference, for support": 'Copia a referência deste erro, para o suporte'})
ctx('brokerdesk::ui::OfflineQuotesPage', {
 'Quote - %1': 'Cotação - %1'})
ctx('brokerdesk::ui::policies::PolicyDetails', {
 'Insurer': 'Seguradora'})
ctx('brokerdesk::ui::ResultsStep', {
 '<b>%1</b> for %2, valid until %3. Saved on this computer.':
  '<b>%1</b> para %2, válida até %3. Salva neste computador.',
 '<b>%1</b> for %2. Saved on this computer.': '<b>%1</b> para %2. Salva neste computador.'})
