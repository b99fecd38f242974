#pragma once

#include <QList>
#include <QString>

#include <functional>
#include <utility>

class QWidget;

namespace brokerdesk::ui {
class MainWindow;
class Workspace;
} // namespace brokerdesk::ui

// One step of --screenshot: something done to the window, the condition awaited after it, and
// the picture then saved as NN-<page>[-<state>].png (none when `state` is "*": a step on the
// way to the next picture, such as filling a wizard's page).
struct Shot
{
    Shot(QString pageKey, QString pictureState, std::function<QString()> toDo = {},
         std::function<bool()> isReady = {}, std::function<QString()> awaitedText = {})
        : page(std::move(pageKey)), state(std::move(pictureState)), act(std::move(toDo)),
          ready(std::move(isReady)), awaited(std::move(awaitedText))
    {
    }

    QString page;  // the page's key ("quote"); NN is its place in the sidebar
    QString state; // "", "plan", "results"... or "*" for no picture
    // Why the state cannot be reached (printed, counted as a failure), or empty when done.
    std::function<QString()> act;
    // Polled (with the page not busy) until true or the bounded wait runs out.
    std::function<bool()> ready;
    // What `ready` waits for, said when it never comes ("wizard on the results step").
    std::function<QString()> awaited;
    // A dialog drawn centred over the window in the picture; nullptr for none.
    std::function<QWidget *()> overlay;
    // Run after the picture or a failure (closes the dialog).
    std::function<void()> after;
    bool optional = false;      // an act that finds nothing to do skips the shot silently
    bool afterPrevious = false; // skipped (and counted) when the step before it failed
};

// The whole tour: each page as it opens, then the states that show what it is for (a quote at
// the plan step and at the results, compare, checkout, a sale's timeline, the cancel preview,
// the new-affinity wizard, the call list...). Steps run in order and may build on earlier ones.
QList<Shot> shotPlan(brokerdesk::ui::MainWindow &window, brokerdesk::ui::Workspace &workspace);
