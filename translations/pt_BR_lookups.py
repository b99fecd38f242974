# Translations of the CEP and FIPE lookups (address and vehicle forms, the insured amount the
# FIPE value proposes, Settings "Consultas (CEP e FIPE)") into Brazilian Portuguese.
# scripts/translations.sh applies them after lupdate (only to messages still unfinished).
T = {}
def ctx(name, pairs):
    T.setdefault(name, {}).update(pairs)

ctx('brokerdesk::ui::LookupNote', {
 'ZIP code not found; type the address.': 'CEP não encontrado; preencha o endereço.',
 'Not in the FIPE table; type the vehicle.': 'Não consta na tabela FIPE; preencha o veículo.',
 'The ZIP code lookup is taking long; type the address.':
   'A consulta de CEP está demorando; preencha o endereço.',
 'The FIPE table is taking long; type the vehicle.':
   'A consulta à tabela FIPE está demorando; preencha o veículo.',
 'The ZIP code lookup is out of reach; type the address.':
   'A consulta de CEP está fora do ar; preencha o endereço.',
 'The FIPE table is out of reach; type the vehicle.':
   'A consulta à tabela FIPE está fora do ar; preencha o veículo.',
 'The ZIP code lookup answered something unreadable; type the address.':
   'A consulta de CEP respondeu algo ilegível; preencha o endereço.',
 'The FIPE table answered something unreadable; type the vehicle.':
   'A consulta à tabela FIPE respondeu algo ilegível; preencha o veículo.'})
ctx('brokerdesk::ui::VehicleForm', {
 'Model year in the FIPE table': 'Ano-modelo na tabela FIPE',
 'FIPE &table:': '&Tabela FIPE:',
 'FIPE value: %1': 'Valor FIPE: %1',
 'FIPE value: %1 (%2)': 'Valor FIPE: %1 (%2)'})
ctx('brokerdesk::ui::ItemStep', {
 '%1: %2': '%1: %2',
 'Insured amount by the FIPE value — %1': 'Importância segurada pelo valor FIPE — %1'})
ctx('brokerdesk::ui::LookupSection', {
 'Lookups (ZIP code and FIPE)': 'Consultas (CEP e FIPE)',
 'ZIP code lookup address': 'Endereço da consulta de CEP',
 'FIPE table address': 'Endereço da consulta à tabela FIPE',
 '&ZIP code (answers as ViaCEP):': 'CEP (responde como o &ViaCEP):',
 'FIPE table (answers as the FIPE API):': 'Ta&bela FIPE (responde como a API FIPE):',
 'They fill the address from the ZIP code and the vehicle from the FIPE table. Empty: the public '
 'ones. The built-in demo uses its own.':
   'Preenchem o endereço pelo CEP e o veículo pela tabela FIPE. Em branco: as consultas públicas. '
   'A demonstração embutida usa as suas.',
 'enter an http:// or https:// address, or leave it empty':
   'informe um endereço http:// ou https://, ou deixe em branco'})
ctx('LookupCache', {'lookup cache': 'consultas guardadas (CEP e FIPE)'})
