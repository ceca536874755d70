/** The app shell: header, routes, toasts. Every page is a route; the URL is the place. */
import type { ReactNode } from "react";
import { Link, Route, Switch } from "wouter";
import { EndPage } from "./pages/end.tsx";
import { HomePage } from "./pages/home.tsx";
import { JoinPage } from "./pages/join.tsx";
import { LobbyPage } from "./pages/lobby.tsx";
import { NewGamePage } from "./pages/new-game.tsx";
import { ProfilePage } from "./pages/profile.tsx";
import { ReplayPage } from "./pages/replay.tsx";
import { TablePage } from "./pages/table.tsx";
import { TournamentPage } from "./pages/tournaments/board.tsx";
import { NewTournamentPage, TournamentsPage } from "./pages/tournaments/list.tsx";
import { VerifyPage } from "./pages/verify.tsx";
import { NameDialog } from "./widgets/name-dialog.tsx";
import { SiteHeader } from "./widgets/site-header.tsx";
import { ToastProvider } from "./widgets/toast.tsx";

function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip" href="#main">
        Skip to the game
      </a>
      <SiteHeader />
      <main id="main">{children}</main>
      <NameDialog />
    </>
  );
}

function NotFound() {
  return (
    <section className="page narrow">
      <h1>Nothing here</h1>
      <p>
        That address is not a page of Clubhouse. <Link href="/">Back to the games</Link>.
      </p>
    </section>
  );
}

export function App() {
  return (
    <ToastProvider>
      <Layout>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/new/:game">{(p) => <NewGamePage gameId={p.game} />}</Route>
          <Route path="/match/:id/end">{(p) => <EndPage id={p.id} />}</Route>
          <Route path="/match/:id">{(p) => <TablePage id={p.id} />}</Route>
          <Route path="/join/:id/:seat">
            {(p) => <JoinPage id={p.id} seat={Number(p.seat)} />}
          </Route>
          <Route path="/lobby" component={LobbyPage} />
          <Route path="/replay/:id">{(p) => <ReplayPage id={p.id} />}</Route>
          <Route path="/replay">{() => <ReplayPage id={null} />}</Route>
          <Route path="/verify/:id">{(p) => <VerifyPage id={p.id} />}</Route>
          <Route path="/verify">{() => <VerifyPage id={null} />}</Route>
          <Route path="/tournaments/new" component={NewTournamentPage} />
          <Route path="/tournaments/:id">{(p) => <TournamentPage id={p.id} />}</Route>
          <Route path="/tournaments" component={TournamentsPage} />
          <Route path="/profile/claim/:code">{(p) => <ProfilePage claim={p.code} />}</Route>
          <Route path="/profile">{() => <ProfilePage />}</Route>
          <Route component={NotFound} />
        </Switch>
      </Layout>
    </ToastProvider>
  );
}
