import {
  alertConditions,
  alertCreateBodySchema,
  alertDeleteBodySchema,
  alertDescription,
  alertIdParamsSchema,
  alertSchema,
  alertsSchema,
  alertUpdateBodySchema,
  deliveriesSchema,
  deliveryPayloadSchema,
  errorBodySchema,
  inapplicableAlertFields,
  type DeliveryPayload,
} from "@tradewire/core";
import { alertLimitOf, isPremium, probabilityMoveOf } from "@tradewire/core";
import {
  countAlerts,
  createAlert,
  deleteAlert,
  findAlert,
  findChannel,
  findMarkets,
  listAlertDeliveries,
  listAlerts,
  presentAlert,
  tickerListingsBySymbol,
  updateAlert,
  type AlertFields,
  type AlertRow,
  type DeliveryRow,
  type UserRow,
} from "@tradewire/db";
import { z } from "zod";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";
import { requirePremium } from "./alert-access";

const deletedSchema = z.object({ success: z.literal(true), alert_id: z.number() });
const ranSchema = z.object({ success: z.literal(true) });

/** The derived display fields, from the fields that decide what fires. */
const derived = (
  fields: Pick<
    AlertFields,
    "type" | "includeTags" | "excludeTags" | "tickers" | "includeRelated" | "keywords" | "minImpact" | "marketAlertType" | "volumeThreshold" | "marketId" | "movePoints" | "moveMinutes" | "moveDirection" | "countries" | "myTickers" | "remindMinutes"
  >,
  marketQuestion: string | null,
) => {
  const described = { ...fields, move: probabilityMoveOf(fields), marketQuestion };
  return { conditions: alertConditions(described), description: alertDescription(described) };
};

/** The move fields of a market alert: kept for probability_move (a whole move, else 400), cleared for other kinds. */
function moveFields(marketAlertType: AlertFields["marketAlertType"], move: Pick<AlertFields, "movePoints" | "moveMinutes" | "moveDirection">) {
  if (marketAlertType !== "probability_move") return { movePoints: null, moveMinutes: null, moveDirection: null };
  if (move.movePoints === null) throw new HttpError(400, "body.move_points: a move of at least 0.1 points is required");
  if (move.moveMinutes === null) throw new HttpError(400, "body.move_minutes: a window of 1 to 1440 minutes is required");
  return { movePoints: move.movePoints, moveMinutes: move.moveMinutes, moveDirection: move.moveDirection ?? ("either" as const) };
}

function presentDelivery(row: DeliveryRow) {
  // A row that does not match the contract (written by an older release) still lists, with what it lacks left blank.
  const stored = deliveryPayloadSchema.safeParse(row.payload);
  const item: Partial<DeliveryPayload["item"]> = stored.success ? stored.data.item : {};
  const arrived = Date.parse(item.arrived_at ?? "");
  return {
    delivery_id: row.id,
    channel_id: row.channelId,
    channel_type: row.channelType,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    item: { kind: item.kind ?? "article", title: item.title ?? "", url: item.url ?? null },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    delay_ms: row.deliveredAt && Number.isFinite(arrived) ? Math.max(0, row.deliveredAt.getTime() - arrived) : null,
  };
}

/** A field an update names replaces the stored one, null included; one it leaves out keeps it. */
const named = <T>(given: T | undefined, current: T): T => (given === undefined ? current : given);

/**
 * Alerts (spec sections 2 to 5 and 7): each user's own. Every plan may create up to its limit, pause, resume
 * and delete (stopping what one made is never paid for); editing conditions, running and the log are premium.
 */
export function alertRoutes({ database, jobs }: AppDependencies): RouteDefinition[] {
  const db = database.db;
  /** The spec's wording for a channel that is missing or not the caller's. */
  const requireChannel = async (userId: number, channelId: number) => {
    if (!(await findChannel(db, userId, channelId))) throw new HttpError(400, "Selected channel not found");
  };
  /** A ticker outside the dictionary can never be named by a story: refused, so the alert is not silently dead. */
  const requireKnownTickers = async (tickers: readonly string[] | undefined) => {
    if (!tickers?.length) return;
    const known = await tickerListingsBySymbol(db, [...tickers]);
    const unknown = tickers.filter((ticker) => !known.has(ticker));
    if (unknown.length) throw new HttpError(400, `body.tickers: unknown ${unknown.length === 1 ? "ticker" : "tickers"} ${unknown.join(", ")}`);
  };
  /** The question of the market an alert watches (its conditions name it); a market that does not exist is refused. */
  const questionOfMarket = async (marketId: number | null | undefined): Promise<string | null> => {
    if (!marketId) return null;
    const [market] = await findMarkets(db, [marketId]);
    if (!market) throw new HttpError(400, `body.market_id: no market ${marketId}`);
    return market.question;
  };
  const requireRoomFor = async (user: UserRow) => {
    const limit = alertLimitOf(user.plan, user.userRole);
    if ((await countAlerts(db, user.id)) < limit) return;
    throw new HttpError(403, isPremium(user.plan, user.userRole) ? `${limit} of ${limit} alerts: delete one to make room` : `${limit} of ${limit} alerts on the free plan; see /billing for more`);
  };
  const requireAlert = async (userId: number, alertId: number): Promise<AlertRow> => {
    const alert = await findAlert(db, userId, alertId);
    if (!alert) throw new HttpError(404, `No alert ${alertId}`);
    return alert;
  };

  return [
    defineRoute({
      method: "get",
      path: "/api/alert/alert",
      summary: "The caller's alerts, newest first",
      access: "member",
      answers: { 200: alertsSchema },
      handler: async ({ user }) => reply(200, (await listAlerts(db, user.id)).map(presentAlert)),
    }),
    defineRoute({
      method: "post",
      path: "/api/alert/alert",
      summary: "Creates an alert on one of the caller's channels ('Selected channel not found' otherwise), within the plan's limit (3 free, 200 premium)",
      access: "member",
      body: alertCreateBodySchema,
      answers: { 201: alertSchema, 400: errorBodySchema, 403: errorBodySchema },
      handler: async ({ body, user }) => {
        await requireChannel(user.id, body.channel_id);
        await requireKnownTickers(body.type === "prediction_market" ? [] : body.tickers);
        const marketQuestion = await questionOfMarket(body.market_id);
        await requireRoomFor(user);
        const market = body.type === "prediction_market";
        const calendar = body.type === "calendar";
        const marketAlertType = market ? (body.market_alert_type ?? "new_market") : null;
        const fields = {
          name: body.name,
          type: body.type,
          channelId: body.channel_id,
          includeTags: body.include_tags,
          excludeTags: body.exclude_tags,
          marketAlertType,
          volumeThreshold: market && body.market_alert_type === "volume_threshold" ? (body.volume_threshold ?? 0) : null,
          marketId: market ? (body.market_id ?? null) : null,
          ...moveFields(marketAlertType, { movePoints: body.move_points ?? null, moveMinutes: body.move_minutes ?? null, moveDirection: body.move_direction ?? null }),
          tickers: market ? [] : body.tickers,
          includeRelated: !market && (body.include_related ?? false),
          keywords: market ? null : (body.keywords ?? null),
          minImpact: market ? null : (body.min_impact ?? null),
          countries: calendar ? body.countries : [],
          myTickers: calendar && (body.my_tickers ?? false),
          remindMinutes: calendar ? (body.remind_minutes ?? null) : null,
          active: body.active ?? true,
          pausedBy: body.active === false ? ("owner" as const) : null,
        };
        return reply(201, presentAlert(await createAlert(db, user.id, { ...fields, ...derived(fields, marketQuestion) })));
      },
    }),
    defineRoute({
      method: "put",
      path: "/api/alert/alert",
      summary: "Changes the fields the body names of one of the caller's alerts; pausing and resuming on every plan, other changes premium",
      access: "member",
      body: alertUpdateBodySchema,
      answers: { 200: alertSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      handler: async ({ body, user }) => {
        const current = await requireAlert(user.id, body.alert_id);
        const { alert_id: _id, active, name, ...conditions } = body;
        const editsRule = Object.values(conditions).some((value) => value !== undefined) || (name !== undefined && name !== current.name);
        if (editsRule) requirePremium(user, "Editing an alert");
        if (body.channel_id !== undefined) await requireChannel(user.id, body.channel_id);
        const type = body.type ?? current.type;
        // A body that names the type was checked against it; one that does not is checked against the stored type.
        const [inapplicable] = body.type === undefined ? inapplicableAlertFields(type, body) : [];
        if (inapplicable) throw new HttpError(400, `body.${inapplicable.field}: ${inapplicable.message}`);
        const market = type === "prediction_market";
        const calendar = type === "calendar";
        if (!market) await requireKnownTickers(body.tickers);
        const marketAlertType = market ? (named(body.market_alert_type, current.marketAlertType) ?? "new_market") : null;
        const nowActive = active ?? current.active;
        const fields = {
          name: name ?? current.name,
          type,
          channelId: body.channel_id ?? current.channelId ?? undefined,
          // Calendar events carry no tags: an alert that becomes a calendar alert drops its story or market tags.
          includeTags: calendar ? [] : (body.include_tags ?? current.includeTags),
          excludeTags: calendar ? [] : (body.exclude_tags ?? current.excludeTags),
          marketAlertType,
          volumeThreshold: marketAlertType === "volume_threshold" ? (named(body.volume_threshold, current.volumeThreshold) ?? 0) : null,
          marketId: market ? named(body.market_id, current.marketId) : null,
          ...moveFields(marketAlertType, {
            movePoints: named(body.move_points, current.movePoints),
            moveMinutes: named(body.move_minutes, current.moveMinutes),
            moveDirection: named(body.move_direction, current.moveDirection),
          }),
          tickers: market || calendar ? [] : (body.tickers ?? current.tickers),
          includeRelated: !market && !calendar && (body.include_related ?? current.includeRelated),
          keywords: market || calendar ? null : named(body.keywords, current.keywords),
          minImpact: market ? null : named(body.min_impact, current.minImpact),
          countries: calendar ? (body.countries ?? current.countries) : [],
          myTickers: calendar && (body.my_tickers ?? current.myTickers),
          remindMinutes: calendar ? named(body.remind_minutes, current.remindMinutes) : null,
          active: nowActive,
          pausedBy: nowActive ? null : active === false && current.active ? ("owner" as const) : current.pausedBy,
        };
        const marketQuestion = await questionOfMarket(fields.marketId);
        return reply(200, presentAlert((await updateAlert(db, user.id, body.alert_id, { ...fields, ...derived(fields, marketQuestion) }))!));
      },
    }),
    defineRoute({
      method: "delete",
      path: "/api/alert/alert",
      summary: "Deletes one of the caller's alerts",
      access: "member",
      body: alertDeleteBodySchema,
      answers: { 200: deletedSchema, 404: errorBodySchema },
      handler: async ({ body: { alert_id }, user }) => {
        if (!(await deleteAlert(db, user.id, alert_id))) throw new HttpError(404, `No alert ${alert_id}`);
        return reply(200, { success: true as const, alert_id });
      },
    }),
    defineRoute({
      method: "post",
      path: "/api/alert/alert/:id/run",
      summary: "Runs one of the caller's alerts now (premium): the last 24 hours' items matched and delivered once",
      access: "member",
      params: alertIdParamsSchema,
      answers: { 200: ranSchema, 403: errorBodySchema, 404: errorBodySchema },
      handler: async ({ params: { id }, user }) => {
        requirePremium(user, "Running an alert");
        await requireAlert(user.id, id);
        await jobs.run("run-alert", { alertId: id, userId: user.id });
        return reply(200, { success: true as const });
      },
    }),
    defineRoute({
      method: "get",
      path: "/api/alert/alert/:id/deliveries",
      summary: "The delivery log of one of the caller's alerts (premium), newest first",
      access: "member",
      params: alertIdParamsSchema,
      answers: { 200: deliveriesSchema, 403: errorBodySchema, 404: errorBodySchema },
      handler: async ({ params: { id }, user }) => {
        requirePremium(user, "Viewing an alert's deliveries");
        await requireAlert(user.id, id);
        return reply(200, (await listAlertDeliveries(db, user.id, id)).map(presentDelivery));
      },
    }),
  ];
}
