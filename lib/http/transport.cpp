#include "transport.h"
#include "nativesocket.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSocketNotifier>
#include <QTcpSocket>
#include <QTimer>

namespace brokerdesk::http {

namespace {

class NativeTransport final : public Transport
{
public:
    explicit NativeTransport(qintptr descriptor)
        : m_descriptor(descriptor), m_peer(nativesocket::peer(descriptor)),
          m_readable(descriptor, QSocketNotifier::Read),
          m_writable(descriptor, QSocketNotifier::Write)
    {
        QObject::connect(&m_readable, &QSocketNotifier::activated, &m_readable, [this] {
            if (onReadable)
                onReadable();
        });
        QObject::connect(&m_writable, &QSocketNotifier::activated, &m_writable, [this] {
            if (onWritable)
                onWritable();
        });
        m_writable.setEnabled(false);
    }
    ~NativeTransport() override { close(); }
    NativeTransport(const NativeTransport &) = delete;
    NativeTransport &operator=(const NativeTransport &) = delete;

    qint64 receive(char *to, qint64 size) override
    {
        return m_descriptor < 0 ? -1 : nativesocket::receive(m_descriptor, to, size);
    }
    qint64 send(const char *from, qint64 size) override
    {
        return m_descriptor < 0 ? -1 : nativesocket::send(m_descriptor, from, size);
    }
    void watchReads(bool on) override { m_readable.setEnabled(on && m_descriptor >= 0); }
    void watchWrites(bool on) override { m_writable.setEnabled(on && m_descriptor >= 0); }
    QHostAddress peer() const override { return m_peer; }
    void close() override
    {
        if (m_descriptor < 0)
            return;
        // The notifiers stop watching before the descriptor they watch goes.
        m_readable.setEnabled(false);
        m_writable.setEnabled(false);
        nativesocket::close(m_descriptor);
        m_descriptor = -1;
    }

private:
    qintptr m_descriptor;
    QHostAddress m_peer;
    QSocketNotifier m_readable;
    QSocketNotifier m_writable;
};

class SocketTransport final : public Transport
{
public:
    explicit SocketTransport(QTcpSocket *socket) : m_socket(socket)
    {
        // Qt reads no further ahead than this while the connection holds its reads.
        m_socket->setReadBufferSize(maxBuffered);
        QObject::connect(m_socket, &QTcpSocket::readyRead, m_socket, [this] { readable(); });
        QObject::connect(m_socket, &QTcpSocket::disconnected, m_socket, [this] { readable(); });
        QObject::connect(m_socket, &QTcpSocket::bytesWritten, m_socket, [this] {
            if (m_writing && onWritable)
                onWritable();
        });
    }
    ~SocketTransport() override
    {
        if (m_socket) {
            m_socket->disconnect();
            m_socket->abort();
            delete m_socket.data();
        }
    }
    SocketTransport(const SocketTransport &) = delete;
    SocketTransport &operator=(const SocketTransport &) = delete;

    qint64 receive(char *to, qint64 size) override
    {
        if (!m_socket)
            return -1;
        if (m_socket->bytesAvailable() > 0)
            return m_socket->read(to, size);
        return m_socket->state() == QAbstractSocket::ConnectedState ? 0 : -1;
    }
    qint64 send(const char *from, qint64 size) override
    {
        if (!m_socket || m_socket->state() != QAbstractSocket::ConnectedState)
            return -1;
        const qint64 room = maxBuffered - m_socket->bytesToWrite();
        return room <= 0 ? 0 : m_socket->write(from, std::min(size, room));
    }
    void watchReads(bool on) override
    {
        m_reading = on;
        // Bytes Qt holds already raise no new readyRead: look at them once the loop is back.
        if (on && m_socket && m_socket->bytesAvailable() > 0)
            QTimer::singleShot(0, &m_alive, [this] { readable(); });
    }
    void watchWrites(bool on) override { m_writing = on; }
    QHostAddress peer() const override
    {
        return m_socket ? m_socket->peerAddress() : QHostAddress();
    }
    void close() override
    {
        if (!m_socket)
            return;
        // The socket outlives the connection until what it holds has left, for 2 s at most (or
        // until the application ends, whose child it is meanwhile).
        QTcpSocket *socket = m_socket;
        m_socket = nullptr;
        socket->disconnect();
        socket->setParent(QCoreApplication::instance());
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QTimer::singleShot(2000, socket, [socket] {
            socket->abort();
            socket->deleteLater();
        });
        socket->disconnectFromHost();
    }

private:
    static constexpr qint64 maxBuffered = qint64(256) * 1024;

    void readable()
    {
        if (!m_reading || !onReadable)
            return;
        onReadable();
        // The connection reads a few buffers a turn; what Qt holds beyond raises no readyRead.
        if (m_reading && m_socket && m_socket->bytesAvailable() > 0)
            QTimer::singleShot(0, &m_alive, [this] { readable(); });
    }

    QPointer<QTcpSocket> m_socket;
    QObject m_alive; // what is queued for later goes with this transport
    bool m_reading = true;
    bool m_writing = false;
};

} // namespace

std::unique_ptr<Transport> nativeTransport(qintptr descriptor)
{
    if (!nativesocket::prepare(descriptor)) {
        nativesocket::close(descriptor);
        return nullptr;
    }
    return std::make_unique<NativeTransport>(descriptor);
}

std::unique_ptr<Transport> socketTransport(QTcpSocket *socket)
{
    return std::make_unique<SocketTransport>(socket);
}

} // namespace brokerdesk::http
