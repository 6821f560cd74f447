import { DurableObject } from "cloudflare:workers";

/**
 * One per organization: holds the open portal pages of its members as hibernating WebSockets and tells
 * them when something changed, so they revalidate their data (issue 8, decision 0028). It keeps no
 * state of its own besides the sockets, each tagged with its user's id; while nobody talks it sleeps.
 */
export class OrganizationLive extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = new URL(request.url).searchParams.get("user");
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !userId) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    server.send(JSON.stringify({ type: "hello" }));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Tells every open page of the organization (or only the given users') that data changed. */
  async broadcast(change: { by: string | null; users?: string[] }): Promise<number> {
    const sockets = change.users
      ? change.users.flatMap((user) => this.ctx.getWebSockets(user))
      : this.ctx.getWebSockets();
    const message = JSON.stringify({ type: "changed", by: change.by, at: Date.now() });
    let told = 0;
    for (const socket of sockets) {
      try {
        socket.send(message);
        told += 1;
      } catch {
        // A socket closing at this moment; the browser reconnects and revalidates on its own.
      }
    }
    return told;
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    socket.close(code === 1005 ? 1000 : code, "closing");
  }
}
