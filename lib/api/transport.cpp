#include "transport.h"

namespace brokerdesk::api {

Transport::Transport(QObject *parent) : QObject(parent)
{
    // Replies are deleted by the calls that own them, never behind their back.
    m_network.setAutoDeleteReplies(false);
}

Transport::~Transport()
{
    emit shuttingDown();
}

} // namespace brokerdesk::api
