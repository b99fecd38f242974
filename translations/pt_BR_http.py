# The desk's webhook receiver: requests refused by the HTTP layer (lib/http), in its own words.
T = {
    'brokerdesk::webhook::WebhookReceiver': {
        'The request head is too large.': 'O cabeçalho da requisição é grande demais.',
        'Send the body with a Content-Length, or chunked.':
            'Envie o corpo com Content-Length ou em partes (chunked).',
        'Too many connections are open. Try again shortly.':
            'Há conexões abertas demais. Tente de novo em instantes.',
        'The request is not valid HTTP/1.1.': 'A requisição não é HTTP/1.1 válido.',
    },
}
