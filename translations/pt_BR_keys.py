# Translations of Início's filtered lists (the note above Vendas, Fluxo de caixa and
# Afinidades that says what a count opened them on) into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::FilterNote', {
 'Show all': 'Mostrar tudo',
 'Clear the filter and list everything': 'Limpar o filtro e listar tudo',
 'Showing only: %1': 'Mostrando somente: %1'})
ctx('brokerdesk::ui::SalesPage', {
 'sales waiting for payment': 'vendas aguardando pagamento',
 'sales whose payment failed': 'vendas com pagamento recusado'})
ctx('brokerdesk::ui::CashFlowPage', {
 "customers' installments overdue": 'parcelas dos clientes em atraso'})
ctx('brokerdesk::ui::cashflow::LedgerFilterBar', {'Customer premiums': 'Prêmios dos clientes'})
ctx('brokerdesk::ui::AffinitiesPage', {'affinities pending': 'afinidades pendentes'})
