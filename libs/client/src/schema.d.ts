// Generated from the Worldloom OpenAPI document by `npm run client:schema`; do not edit.

export interface paths {
    "/api/worlds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the key owner's worlds, newest first
         * @description The worlds of the user who owns the API key, newest first, a page at a time: pass `next_cursor` back as `cursor` until it is null.
         */
        get: operations["listWorlds"];
        put?: never;
        /**
         * Create a world
         * @description An account may own at most MAX_WORLDS_PER_USER worlds (200 by default); beyond that the answer is 409.
         */
        post: operations["createWorld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a world
         * @description One world by id: its name, description, current arc and timestamps. Another user's world answers 404.
         */
        get: operations["getWorld"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a world with its current arc and that arc's beats, now or at any point of its history
         * @description currentArc is the latest arc, even once complete; currentBeats are its generated beats by beat_index. With atRevision, arcId + beatIndex (just after that beat was generated) or at (an ISO time), the world as it was then, folded from its event stream: the same shape with every location, faction and character, and the point's revision and time. A revision past the end, or a beat index without its arc, is a 400; a beat never generated a 404. Poll cheaply with If-None-Match: an unchanged state is a 304 without a body.
         */
        get: operations["getWorldState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill a world with generated locations, factions and characters
         * @description Starts seeding and answers at once (202). Poll GET /api/locations, /api/factions and /api/characters until all three have items (typically seconds offline, 30-60 s with an LLM). A world is seeded once.
         */
        post: operations["seedWorld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/arcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a 15-beat story arc, with its opening beat
         * @description The world must be seeded and have no active arc. Leave storyIdea out or blank for a random arc.
         */
        post: operations["createArc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a world event against the current arc's current beat
         * @description It feeds the next beat. 400 when the world has no beat yet.
         */
        post: operations["recordWorldEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/arcs/{arcId}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Progress an arc by one beat
         * @description Records recentEvents (in order, against the current beat) and generates the next beat in one step, so the beat takes them in. After beat 14 the next call completes the arc: `beat` is null and `complete` true, as is every call on a complete arc (its recentEvents are still recorded). All or nothing: after any failure nothing is recorded. In review mode the beat is drafted instead (`draft`; accept, edit, regenerate or discard it under /drafts), and while a draft waits progressing is 409. When the world's monthly budget is spent the answer is 402 BUDGET_EXCEEDED and the model is not asked.
         */
        post: operations["progressArc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/beats/{beatId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the world events recorded against a beat, oldest first
         * @description The world events recorded while this beat was current, oldest first, with their type, description and the entities they name.
         */
        get: operations["listBeatEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a world's characters
         * @description The characters of one world, a page at a time: pass `next_cursor` back as `cursor` until it is null.
         */
        get: operations["listCharacters"];
        put?: never;
        /**
         * Create a character
         * @description Adds a character to one of your worlds; the world's rules are checked first (the world must exist and be yours, the location and faction must belong to it). Answers once the world's read models show the character.
         */
        post: operations["createCharacter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/characters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a character
         * @description One character by id, with their location, faction, motivations and relationships. Another user's character answers 404.
         */
        get: operations["getCharacter"];
        /**
         * Update a character
         * @description Only the fields given change.
         */
        put: operations["updateCharacter"];
        post?: never;
        /**
         * Delete a character
         * @description Answers 200 with the deleted id.
         */
        delete: operations["deleteCharacter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a world's locations
         * @description The locations of one world, a page at a time: pass `next_cursor` back as `cursor` until it is null.
         */
        get: operations["listLocations"];
        put?: never;
        /**
         * Create a location
         * @description Adds a location to one of your worlds; the world's rules are checked first (coordinates, when given, between 0 and 1). Answers once the world's read models show the location.
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search a world's locations by text and tags
         * @description `query` is a case-insensitive substring of the name or description; every one of `tags` must be among the location's tags (ignoring case). Results are by name, a page of `limit` (default 20) after `cursor`.
         */
        post: operations["searchLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a location
         * @description One location by id, with its type, status, parent, coordinates and controlling faction. Another user's location answers 404.
         */
        get: operations["getLocation"];
        /**
         * Update a location
         * @description Only the fields given change.
         */
        put: operations["updateLocation"];
        post?: never;
        /**
         * Delete a location
         * @description Answers 200 with the deleted id.
         */
        delete: operations["deleteLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a world's factions
         * @description The factions of one world, a page at a time: pass `next_cursor` back as `cursor` until it is null.
         */
        get: operations["listFactions"];
        put?: never;
        /**
         * Create a faction
         * @description Adds a faction to one of your worlds; the world's rules are checked first. Answers once the world's read models show the faction.
         */
        post: operations["createFaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/factions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a faction
         * @description One faction by id, with its status, ideology, leader, controlled locations and stances. Another user's faction answers 404.
         */
        get: operations["getFaction"];
        /**
         * Update a faction
         * @description Only the fields given change.
         */
        put: operations["updateFaction"];
        post?: never;
        /**
         * Delete a faction
         * @description Answers 200 with the deleted id.
         */
        delete: operations["deleteFaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/review-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turn review mode on or off
         * @description Off by default. With it on, progressing an arc drafts the next beat instead of applying it: nothing in the world changes until the draft is accepted. A draft that waits stays when review mode is turned off.
         */
        put: operations["setReviewMode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A world's review mode and the drafted beat waiting for its author
         * @description In review mode, progress drafts the next beat instead of applying it; `draft` is that beat (null when none waits).
         */
        get: operations["getReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/drafts/{draftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a drafted beat
         * @description Send the whole beat back: its text and its consequences, with any change dropped or altered. The domain judges the result as it would the beat itself (400 with its message when it does not hold); the draft keeps its beat id and index.
         */
        put: operations["editDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/drafts/{draftId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a drafted beat
         * @description The beat and its consequences land in one append, judged again by the domain on the world as it is now. 404 for a draft never made, 409 for one already accepted or discarded, 400 when the world has changed so that it no longer holds.
         */
        post: operations["acceptDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/drafts/{draftId}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Have a drafted beat written again
         * @description The generator writes the beat anew, told which draft was turned down; the old draft stays in the history with its provenance. 502 GENERATOR_FAILED when no try holds, 402 BUDGET_EXCEEDED when the world's monthly budget is spent.
         */
        post: operations["regenerateDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/drafts/{draftId}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard a drafted beat
         * @description Nothing in the world changed; the arc may progress again. The draft stays in the history.
         */
        post: operations["discardDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/arcs/{arcId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revert the arc's current beat
         * @description Compensating events put back every status, stance, territory, allegiance, motivation, relationship, memory, move and description the beat changed and remove its newcomers; the beat before it is current again, and the reverted beat stays in the history. Where a later edit changed the same field, the edit wins and `kept` says so. Again: one more beat back. 409 at the opening beat, on a complete arc, or while a draft waits.
         */
        post: operations["revertBeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a world's monthly generation budget
         * @description US dollars a month, zero or more; null hands the world back to the server's default (WORLD_MONTHLY_BUDGET_USD). A generator call that would take this month past it answers 402 BUDGET_EXCEEDED before the model is asked.
         */
        put: operations["setWorldBudget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A world's AI usage: tokens, latency and estimated cost of each generator call
         * @description Between startDate and endDate (a day, taken whole, or a moment; all time without them), newest first, with totals by model and the monthly budget (the world's own, else the server's default) with what this month has spent of it.
         */
        get: operations["getWorldUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a world's members and their roles
         * @description The owner first, then members in the order they joined. Any member may read it.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an invite link
         * @description Only the owner. The role is co-author, player or viewer; without `expires_in_days` it never expires, without `max_uses` anyone with the link may join. The token is in this answer only: it is stored hashed.
         */
        post: operations["createInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invite link
         * @description Only the world's owner. Nobody joins with it any more; those who joined stay. Revoking twice changes nothing.
         */
        delete: operations["revokeInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/{token}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a world with an invite token
         * @description The key's user joins with the invite's role. An expired, revoked or used-up invite and joining twice answer 409.
         */
        post: operations["joinWorld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/{token}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * See the world and role an invite token gives
         * @description Any signed-in caller holding the token sees the world's name and the role, before joining; whether the invite still admits them is answered on joining.
         */
        get: operations["previewInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role
         * @description Only the owner. The owner's own role never changes (409); a role that does not exist is a 400.
         */
        put: operations["setMemberRole"];
        post?: never;
        /**
         * Remove a member
         * @description Only the owner; the owner cannot be removed (409). The member loses access at once.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A world's events, newest (or oldest) first
         * @description Each event with its type, time, actor (kind and id), source (web, api, generator), the provider, model and prompt hash when a generator wrote it, the arc and beat current when it happened, and a one-line summary. Filter by types (comma-separated), actorId, actorKind, source, arcId (+ beatIndex) and a time range (from, to).
         */
        get: operations["getWorldHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed between two points of a world’s history
         * @description Name the earlier point with fromRevision, fromArcId + fromBeatIndex or fromAt, the later one the same way with to… (default: now, the live state). Entities added, removed and changed, with each changed field before and after.
         */
        get: operations["diffWorldStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a world's whole history as NDJSON
         * @description A header line (format, world id, event count, schema versions, export time), one line per event in revision order as stored, and a closing line with the SHA-256 (hex) of the event lines, each with its newline. Streamed.
         */
        get: operations["exportWorld"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/{worldId}/fork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fork a world at a point of its history (a what-if branch)
         * @description A new world of the same owner whose history is the source's up to the point (atRevision, arcId + beatIndex or at; default: its latest event) under new ids; its first event names the source and the revision. The source does not change.
         */
        post: operations["forkWorld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/worlds/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a new world from an export file
         * @description The body is an export (NDJSON, Content-Type application/x-ndjson, at most 64 MB). It is checked whole first: its checksum, every schema version (older ones are upcast), every event; a file that does not hold is a 400 naming the line, and nothing is written. The new world gets new ids; its first event names the source world and checksum.
         */
        post: operations["importWorld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description No dependency is checked: a failing database makes an instance unready, not dead.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the instance can serve
         * @description The database and the event store answer, the projections are less than HEALTH_MAX_PROJECTION_LAG_MS behind the log (the oldest event they have not applied), and Redis answers when REDIS_URL is set.
         */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthCheckResult: {
            /** @enum {string} */
            status: "ok" | "error" | "shutting_down";
            info?: {
                [key: string]: {
                    /** @enum {string} */
                    status: "up" | "down";
                } & {
                    [key: string]: unknown;
                };
            };
            error?: {
                [key: string]: {
                    /** @enum {string} */
                    status: "up" | "down";
                } & {
                    [key: string]: unknown;
                };
            };
            details: {
                [key: string]: {
                    /** @enum {string} */
                    status: "up" | "down";
                } & {
                    [key: string]: unknown;
                };
            };
        };
        World: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            current_arc_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @enum {string} */
            role?: "owner" | "co-author" | "player" | "viewer";
        };
        Arc: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            world_id: string;
            current_beat_id: string | null;
            story_name: string;
            detailed_description: string;
            summary: string | null;
            /** @enum {string} */
            status: "active" | "complete";
            /** Format: date-time */
            created_at: string;
        };
        Beat: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            arc_id: string;
            beat_index: number;
            beat_name: string;
            /** @enum {string} */
            beat_type: "anchor" | "generated";
            description: string;
            world_directives: string[];
            emergent_storylines: string[];
            /** Format: date-time */
            created_at: string;
        };
        WorldEvent: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            world_id: string;
            /** Format: uuid */
            beat_id: string;
            /** @enum {string} */
            event_type: "player_action" | "world_event" | "system_event" | "environmental" | "social";
            /** @enum {string} */
            impact_level: "minor" | "moderate" | "major" | "catastrophic";
            description: string;
            /** Format: date-time */
            created_at: string;
            character_id: string | null;
        };
        Location: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            world_id: string;
            name: string;
            /** @enum {string} */
            type: "region" | "city" | "landmark" | "wilderness";
            /** @enum {string} */
            status: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
            description: string;
            tags: string[];
            parent_location_id: string | null;
            relative_x: number | null;
            relative_y: number | null;
            historical_events: {
                /** Format: date-time */
                timestamp: string;
                event: string;
                previous_status?: string;
                beat_index?: number;
            }[];
            controlled_by: string | null;
            emerged_in_beat: {
                /** Format: uuid */
                arc_id: string;
                /** Format: uuid */
                beat_id: string;
                beat_index: number;
            } | null;
            /** Format: date-time */
            created_at: string;
            last_significant_change: string | null;
        };
        Character: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            world_id: string;
            name: string;
            /** @enum {string} */
            type: "player" | "npc";
            /** @enum {string} */
            story_role: "major" | "minor" | "wildcard" | "background";
            /** @enum {string} */
            status: "active" | "deceased" | "missing" | "retired";
            description: string;
            background: string;
            personality_traits: string[];
            motivations: string[];
            memories: {
                /** Format: date-time */
                timestamp: string;
                event_description: string;
                emotional_impact: string;
                importance: number;
            }[];
            story_beats_witnessed: string[];
            location_id: string | null;
            faction_id: string | null;
            relationships: {
                /** Format: uuid */
                character_id: string;
                /** @enum {string} */
                kind: "ally" | "rival" | "family" | "mentor" | "romance" | "enemy";
                note: string;
                /** Format: date-time */
                since: string;
            }[];
            allegiance: {
                /** @enum {string} */
                change: "join" | "leave" | "defect" | "holdout";
                reason: string;
                /** Format: date-time */
                changed_at: string;
            } | null;
            historical_events: {
                /** Format: date-time */
                timestamp: string;
                event: string;
                previous_status?: string;
                beat_index?: number;
            }[];
            emerged_in_beat: {
                /** Format: uuid */
                arc_id: string;
                /** Format: uuid */
                beat_id: string;
                beat_index: number;
            } | null;
            /** Format: date-time */
            created_at: string;
            controlled_by: string | null;
        };
        Faction: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            world_id: string;
            name: string;
            /** @enum {string} */
            type: "kingdom" | "guild" | "order" | "cult" | "tribe" | "company";
            /** @enum {string} */
            status: "rising" | "stable" | "declining" | "collapsed";
            members_estimate: number;
            controlled_locations: string[];
            leader_id: string | null;
            banner_color: string;
            ideology: string;
            tags: string[];
            historical_events: {
                /** Format: date-time */
                timestamp: string;
                event: string;
                previous_status?: string;
                beat_index?: number;
            }[];
            stances: {
                /** Format: uuid */
                target_faction_id: string;
                /** @enum {string} */
                stance: "ally" | "neutral" | "hostile";
                reason: string;
                /** Format: date-time */
                last_changed: string;
            }[];
            /** Format: date-time */
            created_at: string;
        };
        ApiError: {
            error: string;
            /** @enum {string} */
            code: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS" | "TIMEOUT" | "INTERNAL_SERVER_ERROR" | "GENERATOR_FAILED" | "BUDGET_EXCEEDED" | "SERVICE_UNAVAILABLE";
            issues?: {
                code: string;
                path: (string | number)[];
                message: string;
            }[];
        };
    };
    responses: {
        /** @description The input is invalid (malformed JSON, a failed schema, or a rule of the story) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Invalid input",
                 *       "code": "BAD_REQUEST",
                 *       "issues": [
                 *         {
                 *           "code": "too_small",
                 *           "path": [
                 *             "name"
                 *           ],
                 *           "message": "Too small: expected string to have >=1 characters"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "BAD_REQUEST";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The x-api-key header is missing, unknown, revoked or expired */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Invalid or missing API key",
                 *       "code": "UNAUTHORIZED"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "UNAUTHORIZED";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The key's user is a member of the world, but their role does not allow this (see the role on the world) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "A viewer of this world cannot create locations.",
                 *       "code": "FORBIDDEN"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "FORBIDDEN";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description No such resource, or it belongs to another user */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "World not found",
                 *       "code": "NOT_FOUND"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "NOT_FOUND";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The change conflicts with the state of the world (e.g. seeding twice, an arc already active) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "This world already has an active arc; progress it to its end first.",
                 *       "code": "CONFLICT"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "CONFLICT";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The world's monthly generation budget is spent: the model was not asked and nothing changed */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "This world's monthly budget of $1.00 is spent: $1.02 so far this month, and a generate_beat call costs about $0.01. Nothing was generated and the model was not asked; raise the budget or wait for next month.",
                 *       "code": "BUDGET_EXCEEDED"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "BUDGET_EXCEEDED";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The body is larger than the server takes (1 MiB by default) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "request entity too large",
                 *       "code": "BAD_REQUEST"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "BAD_REQUEST";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The request head (request line and headers) is larger than the server takes (16 KiB by default) */
        HeaderTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Request headers too large",
                 *       "code": "BAD_REQUEST"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "BAD_REQUEST";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description More than the per-key rate limit (100 requests a minute) */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the next request is allowed */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Too many requests",
                 *       "code": "TOO_MANY_REQUESTS"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "TOO_MANY_REQUESTS";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description An unexpected failure; the body never shows internals */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Internal server error",
                 *       "code": "INTERNAL_SERVER_ERROR"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "INTERNAL_SERVER_ERROR";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The story generator failed or gave nothing the world accepts after its tries; nothing changed, try again */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "generate_beat failed after 3 attempts: rejected: A location cannot go from ruined to thriving",
                 *       "code": "GENERATOR_FAILED"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "GENERATOR_FAILED";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description TIMEOUT: the change was stored but the read models did not catch up in time; read it again shortly. SERVICE_UNAVAILABLE: the database could not be reached or is saturated just now; try again after Retry-After */
        Timeout: {
            headers: {
                /** @description Seconds to wait before trying again; sent with SERVICE_UNAVAILABLE */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Timed out waiting for the read models",
                 *       "code": "TIMEOUT"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @enum {string} */
                    code: "TIMEOUT" | "SERVICE_UNAVAILABLE";
                } & {
                    [key: string]: unknown;
                });
            };
        };
        /** @description The database could not be reached or is saturated just now; try again after Retry-After */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again; sent with SERVICE_UNAVAILABLE */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "The service is unavailable just now; try again shortly",
                 *       "code": "SERVICE_UNAVAILABLE"
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"] & ({
                    /** @constant */
                    code: "SERVICE_UNAVAILABLE";
                } & {
                    [key: string]: unknown;
                });
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listWorlds: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of worlds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *           "name": "The Enchanted Kingdom",
                     *           "description": "A realm of ancient forests, floating citadels and feuding mage-houses.",
                     *           "current_arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *           "created_at": "2025-11-20T09:30:00.000Z",
                     *           "updated_at": "2025-11-20T09:42:10.000Z",
                     *           "role": "owner"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["World"][];
                        /** @description Pass as `cursor` for the next page; null on the last page */
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWorld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "The Enchanted Kingdom",
                 *       "description": "A realm of ancient forests, floating citadels and feuding mage-houses."
                 *     }
                 */
                "application/json": {
                    name: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description The new world */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "The Enchanted Kingdom",
                     *       "description": "A realm of ancient forests, floating citadels and feuding mage-houses.",
                     *       "current_arc_id": null,
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "updated_at": "2025-11-20T09:30:00.000Z",
                     *       "role": "owner"
                     *     }
                     */
                    "application/json": components["schemas"]["World"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    getWorld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The world */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "The Enchanted Kingdom",
                     *       "description": "A realm of ancient forests, floating citadels and feuding mage-houses.",
                     *       "current_arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "updated_at": "2025-11-20T09:42:10.000Z",
                     *       "role": "owner"
                     *     }
                     */
                    "application/json": components["schemas"]["World"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorldState: {
        parameters: {
            query?: {
                /** @description A revision of the world's stream (0 is its creation) */
                atRevision?: number;
                /** @description With beatIndex: just after that beat of that arc was generated */
                arcId?: string;
                /** @description With arcId: the index of the beat (0-14) */
                beatIndex?: number;
                /** @description An ISO time: after the last event at or before it */
                at?: string;
            };
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The world state (now), or the world at the point named */
            200: {
                headers: {
                    /** @description A weak validator of the body; send it back in If-None-Match */
                    ETag: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world": {
                     *         "id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *         "name": "The Enchanted Kingdom",
                     *         "description": "A realm of ancient forests, floating citadels and feuding mage-houses.",
                     *         "current_arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *         "created_at": "2025-11-20T09:30:00.000Z",
                     *         "updated_at": "2025-11-20T09:42:10.000Z",
                     *         "role": "owner"
                     *       },
                     *       "currentArc": {
                     *         "id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *         "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *         "current_beat_id": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *         "story_name": "The Sundered Crown",
                     *         "detailed_description": "When the crown of the first queen splits in two, two houses claim the throne.",
                     *         "summary": null,
                     *         "status": "active",
                     *         "created_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       "currentBeats": [
                     *         {
                     *           "id": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *           "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *           "beat_index": 0,
                     *           "beat_name": "Opening Image",
                     *           "beat_type": "anchor",
                     *           "description": "Lanterns rise over Emberfall as the court gathers for the coronation.",
                     *           "world_directives": [
                     *             "Emberfall is thriving"
                     *           ],
                     *           "emergent_storylines": [
                     *             "A courier carries a sealed letter north"
                     *           ],
                     *           "created_at": "2025-11-20T09:30:00.000Z"
                     *         },
                     *         {
                     *           "id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *           "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *           "beat_index": 1,
                     *           "beat_name": "Theme Stated",
                     *           "beat_type": "generated",
                     *           "description": "Lanterns rise over Emberfall as the court gathers for the coronation.",
                     *           "world_directives": [
                     *             "Emberfall is thriving"
                     *           ],
                     *           "emergent_storylines": [
                     *             "A courier carries a sealed letter north"
                     *           ],
                     *           "created_at": "2025-11-20T09:42:10.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        world: components["schemas"]["World"];
                        currentArc: components["schemas"]["Arc"] | null;
                        currentBeats: components["schemas"]["Beat"][];
                        locations: components["schemas"]["Location"][];
                        factions: components["schemas"]["Faction"][];
                        characters: components["schemas"]["Character"][];
                        /** @description The last event folded in; null for now (the live read models) */
                        revision: number | null;
                        /** @description When that event happened; null for now */
                        occurred_at: string | null;
                    } | {
                        world: components["schemas"]["World"];
                        currentArc: components["schemas"]["Arc"] | null;
                        currentBeats: components["schemas"]["Beat"][];
                    };
                };
            };
            /** @description Not modified: If-None-Match named the current ETag */
            304: {
                headers: {
                    /** @description A weak validator of the body; send it back in If-None-Match */
                    ETag: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    seedWorld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Seeding has started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "worldId": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "requestId": "e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9",
                     *       "status": "seeding"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        worldId: string;
                        /** Format: uuid */
                        requestId: string;
                        /** @constant */
                        status: "seeding";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    createArc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "storyIdea": "Two houses claim a crown that split in two"
                 *     }
                 */
                "application/json": {
                    storyIdea?: string | null;
                };
            };
        };
        responses: {
            /** @description The new arc */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "current_beat_id": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *       "story_name": "The Sundered Crown",
                     *       "detailed_description": "When the crown of the first queen splits in two, two houses claim the throne.",
                     *       "summary": null,
                     *       "status": "active",
                     *       "created_at": "2025-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Arc"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["Timeout"];
        };
    };
    recordWorldEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_type": "player_action",
                 *       "impact_level": "moderate",
                 *       "description": "The heroes steal the sealed letter from the courier."
                 *     }
                 */
                "application/json": {
                    /**
                     * @default player_action
                     * @enum {string}
                     */
                    event_type?: "player_action" | "world_event" | "system_event" | "environmental" | "social";
                    /**
                     * @default minor
                     * @enum {string}
                     */
                    impact_level?: "minor" | "moderate" | "major" | "catastrophic";
                    description: string;
                };
            };
        };
        responses: {
            /** @description The recorded event */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "beat_id": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *       "event_type": "player_action",
                     *       "impact_level": "moderate",
                     *       "description": "The heroes steal the sealed letter from the courier.",
                     *       "created_at": "2025-11-20T09:42:10.000Z",
                     *       "character_id": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorldEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    progressArc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                arcId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "worldId": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                 *       "recentEvents": [
                 *         {
                 *           "event_type": "player_action",
                 *           "impact_level": "moderate",
                 *           "description": "The heroes steal the sealed letter from the courier."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    worldId: string;
                    /** @description World events to record against the current beat, in order, before progressing; they feed the next beat */
                    recentEvents?: {
                        /**
                         * @default player_action
                         * @enum {string}
                         */
                        event_type?: "player_action" | "world_event" | "system_event" | "environmental" | "social";
                        /**
                         * @default minor
                         * @enum {string}
                         */
                        impact_level?: "minor" | "moderate" | "major" | "catastrophic";
                        description: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The new current beat, or completion */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "beat": {
                     *         "id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *         "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *         "beat_index": 1,
                     *         "beat_name": "Theme Stated",
                     *         "beat_type": "generated",
                     *         "description": "Lanterns rise over Emberfall as the court gathers for the coronation.",
                     *         "world_directives": [
                     *           "Emberfall is thriving"
                     *         ],
                     *         "emergent_storylines": [
                     *           "A courier carries a sealed letter north"
                     *         ],
                     *         "created_at": "2025-11-20T09:42:10.000Z"
                     *       },
                     *       "draft": null,
                     *       "complete": false,
                     *       "recorded_events": [
                     *         {
                     *           "id": "e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9",
                     *           "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *           "beat_id": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *           "event_type": "player_action",
                     *           "impact_level": "moderate",
                     *           "description": "The heroes steal the sealed letter from the courier.",
                     *           "created_at": "2025-11-20T09:42:10.000Z",
                     *           "character_id": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        beat: components["schemas"]["Beat"] | null;
                        /**
                         * @description In review mode, the drafted beat waiting for its author
                         * @default null
                         */
                        draft: {
                            beat_name: string;
                            description: string;
                            world_directives: string[];
                            emergent_storylines: string[];
                            consequences: {
                                /**
                                 * @default {
                                 *       "locations": [],
                                 *       "characters": []
                                 *     }
                                 */
                                newcomers: {
                                    /** @default [] */
                                    locations: {
                                        /** Format: uuid */
                                        locationId: string;
                                        name: string;
                                        /** @enum {string} */
                                        type: "region" | "city" | "landmark" | "wilderness";
                                        /** @enum {string} */
                                        status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                        description?: string;
                                        tags?: string[];
                                        parentLocationId?: string | null;
                                        relativeX?: number | null;
                                        relativeY?: number | null;
                                    }[];
                                    /** @default [] */
                                    characters: {
                                        /** Format: uuid */
                                        characterId: string;
                                        name: string;
                                        /** @enum {string} */
                                        type: "player" | "npc";
                                        /** @enum {string} */
                                        storyRole: "major" | "minor" | "wildcard" | "background";
                                        /** @enum {string} */
                                        status?: "active" | "deceased" | "missing" | "retired";
                                        description?: string;
                                        background?: string;
                                        personalityTraits?: string[];
                                        motivations?: string[];
                                        locationId?: string | null;
                                        factionId?: string | null;
                                        memories?: {
                                            eventDescription: string;
                                            emotionalImpact: string;
                                            importance: number;
                                        }[];
                                    }[];
                                };
                                /** @default [] */
                                locationStatusChanges: {
                                    /** Format: uuid */
                                    locationId: string;
                                    /** @enum {string} */
                                    status: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                factionStatusChanges: {
                                    /** Format: uuid */
                                    factionId: string;
                                    /** @enum {string} */
                                    status: "rising" | "stable" | "declining" | "collapsed";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                characterStatusChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** @enum {string} */
                                    status: "active" | "deceased" | "missing" | "retired";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                memories: {
                                    eventDescription: string;
                                    emotionalImpact: string;
                                    importance: number;
                                    /** Format: uuid */
                                    characterId: string;
                                }[];
                                /** @default [] */
                                moves: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** Format: uuid */
                                    toLocationId: string;
                                }[];
                                /** @default [] */
                                locationHistory: {
                                    /** Format: uuid */
                                    locationId: string;
                                    event: string;
                                }[];
                                /** @default [] */
                                factionHistory: {
                                    /** Format: uuid */
                                    factionId: string;
                                    event: string;
                                }[];
                                /** @default [] */
                                stanceChanges: {
                                    /** Format: uuid */
                                    sourceFactionId: string;
                                    /** Format: uuid */
                                    targetFactionId: string;
                                    /** @enum {string} */
                                    stance: "ally" | "neutral" | "hostile";
                                    reason: string;
                                }[];
                                /** @default [] */
                                territoryChanges: ({
                                    /** @constant */
                                    kind: "claim";
                                    /** Format: uuid */
                                    factionId: string;
                                    /** Format: uuid */
                                    locationId: string;
                                    /** @enum {string} */
                                    method: "conquest" | "treaty";
                                    reason: string;
                                } | {
                                    /** @constant */
                                    kind: "release";
                                    /** Format: uuid */
                                    factionId: string;
                                    /** Format: uuid */
                                    locationId: string;
                                    reason: string;
                                })[];
                                /** @default [] */
                                doctrines: {
                                    /** Format: uuid */
                                    factionId: string;
                                    ideology: string;
                                    tags: string[];
                                    reason?: string | null;
                                }[];
                                /** @default [] */
                                motivationChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    add?: string[];
                                    drop?: string[];
                                    reason: string;
                                }[];
                                /** @default [] */
                                allegianceChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    toFactionId: string | null;
                                    reason: string;
                                }[];
                                /** @default [] */
                                characterAmendments: {
                                    /** Format: uuid */
                                    characterId: string;
                                    description?: string;
                                    background?: string;
                                    reason: string;
                                }[];
                                /** @default [] */
                                locationAmendments: {
                                    /** Format: uuid */
                                    locationId: string;
                                    description: string;
                                    reason: string;
                                }[];
                                /** @default [] */
                                relationshipChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** Format: uuid */
                                    otherCharacterId: string;
                                    kind: ("ally" | "rival" | "family" | "mentor" | "romance" | "enemy") | null;
                                    note: string;
                                }[];
                                /** @default [] */
                                leaderChanges: {
                                    /** Format: uuid */
                                    factionId: string;
                                    leaderId: string | null;
                                    reason: string;
                                }[];
                            };
                            /** @constant */
                            kind: "draft";
                            /**
                             * Format: uuid
                             * @description The draft’s id
                             */
                            id: string;
                            /** Format: uuid */
                            world_id: string;
                            /** Format: uuid */
                            arc_id: string;
                            /**
                             * Format: uuid
                             * @description The id the beat will have once accepted
                             */
                            beat_id: string;
                            beat_index: number;
                            /** @enum {string} */
                            beat_type: "anchor" | "generated";
                            /** @description The draft the author had regenerated into this one */
                            replaces_draft_id: string | null;
                            generator: {
                                provider: string;
                                model: string;
                                prompt_hash: string;
                            } | null;
                            edited_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                        complete: boolean;
                        /** @description The recentEvents as recorded, in order */
                        recorded_events: components["schemas"]["WorldEvent"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["Timeout"];
        };
    };
    listBeatEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                beatId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The beat's events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9",
                     *         "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *         "beat_id": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *         "event_type": "player_action",
                     *         "impact_level": "moderate",
                     *         "description": "The heroes steal the sealed letter from the courier.",
                     *         "created_at": "2025-11-20T09:42:10.000Z",
                     *         "character_id": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WorldEvent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCharacters: {
        parameters: {
            query: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description The world whose entities to list */
                worldId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of characters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *           "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *           "name": "Ada Thorne",
                     *           "type": "npc",
                     *           "story_role": "major",
                     *           "status": "active",
                     *           "description": "Court archivist with ink-stained fingers.",
                     *           "background": "Raised in the archive after her parents vanished.",
                     *           "personality_traits": [
                     *             "curious",
                     *             "stubborn"
                     *           ],
                     *           "motivations": [
                     *             "Find out what happened to her parents"
                     *           ],
                     *           "memories": [
                     *             {
                     *               "timestamp": "2025-11-20T09:30:00.000Z",
                     *               "event_description": "Saw the crown split",
                     *               "emotional_impact": "dread",
                     *               "importance": 0.9
                     *             }
                     *           ],
                     *           "story_beats_witnessed": [
                     *             "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7"
                     *           ],
                     *           "location_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "faction_id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *           "relationships": [],
                     *           "allegiance": {
                     *             "change": "join",
                     *             "reason": "Sworn to the eldest line",
                     *             "changed_at": "2025-11-20T09:30:00.000Z"
                     *           },
                     *           "historical_events": [
                     *             {
                     *               "timestamp": "2025-11-20T09:30:00.000Z",
                     *               "event": "Joined House Veyra: Sworn to the eldest line",
                     *               "beat_index": 3
                     *             }
                     *           ],
                     *           "emerged_in_beat": null,
                     *           "created_at": "2025-11-20T09:30:00.000Z",
                     *           "controlled_by": null
                     *         }
                     *       ],
                     *       "next_cursor": "WyJzdGFibGUiLCJFbWJlcmZhbGwiLCJhMWIyYzNkNC1lNWY2LTRhN2ItOGM5ZC0wZTFmMmEzYjRjNWQiXQ"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Character"][];
                        /** @description Pass as `cursor` for the next page; null on the last page */
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                 *       "name": "Ada Thorne",
                 *       "type": "npc",
                 *       "story_role": "major"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    world_id: string;
                    name: string;
                    /**
                     * @default npc
                     * @enum {string}
                     */
                    type?: "player" | "npc";
                    /**
                     * @default minor
                     * @enum {string}
                     */
                    story_role?: "major" | "minor" | "wildcard" | "background";
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "deceased" | "missing" | "retired";
                    /** @default  */
                    description?: string;
                    /** @default  */
                    background?: string;
                    /** @default [] */
                    personality_traits?: string[];
                    /** @default [] */
                    motivations?: string[];
                    location_id?: string | null;
                    faction_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The new character */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "Ada Thorne",
                     *       "type": "npc",
                     *       "story_role": "major",
                     *       "status": "active",
                     *       "description": "Court archivist with ink-stained fingers.",
                     *       "background": "Raised in the archive after her parents vanished.",
                     *       "personality_traits": [
                     *         "curious",
                     *         "stubborn"
                     *       ],
                     *       "motivations": [
                     *         "Find out what happened to her parents"
                     *       ],
                     *       "memories": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event_description": "Saw the crown split",
                     *           "emotional_impact": "dread",
                     *           "importance": 0.9
                     *         }
                     *       ],
                     *       "story_beats_witnessed": [
                     *         "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7"
                     *       ],
                     *       "location_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "faction_id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "relationships": [],
                     *       "allegiance": {
                     *         "change": "join",
                     *         "reason": "Sworn to the eldest line",
                     *         "changed_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       "historical_events": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event": "Joined House Veyra: Sworn to the eldest line",
                     *           "beat_index": 3
                     *         }
                     *       ],
                     *       "emerged_in_beat": null,
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "controlled_by": null
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    getCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "Ada Thorne",
                     *       "type": "npc",
                     *       "story_role": "major",
                     *       "status": "active",
                     *       "description": "Court archivist with ink-stained fingers.",
                     *       "background": "Raised in the archive after her parents vanished.",
                     *       "personality_traits": [
                     *         "curious",
                     *         "stubborn"
                     *       ],
                     *       "motivations": [
                     *         "Find out what happened to her parents"
                     *       ],
                     *       "memories": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event_description": "Saw the crown split",
                     *           "emotional_impact": "dread",
                     *           "importance": 0.9
                     *         }
                     *       ],
                     *       "story_beats_witnessed": [
                     *         "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7"
                     *       ],
                     *       "location_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "faction_id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "relationships": [],
                     *       "allegiance": {
                     *         "change": "join",
                     *         "reason": "Sworn to the eldest line",
                     *         "changed_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       "historical_events": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event": "Joined House Veyra: Sworn to the eldest line",
                     *           "beat_index": 3
                     *         }
                     *       ],
                     *       "emerged_in_beat": null,
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "controlled_by": null
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Thorne the Elder",
                 *       "status": "retired",
                 *       "location_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    status?: "active" | "deceased" | "missing" | "retired";
                    location_id?: string | null;
                    description?: string;
                    motivations?: string[];
                };
            };
        };
        responses: {
            /** @description The updated character */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "Ada Thorne",
                     *       "type": "npc",
                     *       "story_role": "major",
                     *       "status": "active",
                     *       "description": "Court archivist with ink-stained fingers.",
                     *       "background": "Raised in the archive after her parents vanished.",
                     *       "personality_traits": [
                     *         "curious",
                     *         "stubborn"
                     *       ],
                     *       "motivations": [
                     *         "Find out what happened to her parents"
                     *       ],
                     *       "memories": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event_description": "Saw the crown split",
                     *           "emotional_impact": "dread",
                     *           "importance": 0.9
                     *         }
                     *       ],
                     *       "story_beats_witnessed": [
                     *         "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7"
                     *       ],
                     *       "location_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "faction_id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "relationships": [],
                     *       "allegiance": {
                     *         "change": "join",
                     *         "reason": "Sworn to the eldest line",
                     *         "changed_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       "historical_events": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event": "Joined House Veyra: Sworn to the eldest line",
                     *           "beat_index": 3
                     *         }
                     *       ],
                     *       "emerged_in_beat": null,
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "controlled_by": null
                     *     }
                     */
                    "application/json": components["schemas"]["Character"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    deleteCharacter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The character is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    listLocations: {
        parameters: {
            query: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description The world whose entities to list */
                worldId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of locations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *           "name": "Emberfall",
                     *           "type": "city",
                     *           "status": "stable",
                     *           "description": "A walled city of glassblowers on the edge of the Ashwood.",
                     *           "tags": [
                     *             "trade",
                     *             "walled"
                     *           ],
                     *           "parent_location_id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *           "relative_x": 0.42,
                     *           "relative_y": 0.61,
                     *           "historical_events": [
                     *             {
                     *               "timestamp": "2025-11-20T09:30:00.000Z",
                     *               "event": "Founded by the first queen"
                     *             }
                     *           ],
                     *           "controlled_by": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *           "emerged_in_beat": null,
                     *           "created_at": "2025-11-20T09:30:00.000Z",
                     *           "last_significant_change": null
                     *         }
                     *       ],
                     *       "next_cursor": "WyJzdGFibGUiLCJFbWJlcmZhbGwiLCJhMWIyYzNkNC1lNWY2LTRhN2ItOGM5ZC0wZTFmMmEzYjRjNWQiXQ"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Location"][];
                        /** @description Pass as `cursor` for the next page; null on the last page */
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                 *       "name": "Emberfall",
                 *       "type": "city",
                 *       "status": "stable"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    world_id: string;
                    name: string;
                    /** @enum {string} */
                    type: "region" | "city" | "landmark" | "wilderness";
                    /**
                     * @default stable
                     * @enum {string}
                     */
                    status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                    /** @default  */
                    description?: string;
                    /** @default [] */
                    tags?: string[];
                    parent_location_id?: string | null;
                    relative_x?: number | null;
                    relative_y?: number | null;
                    /**
                     * @description When true, the story generator writes the description and tags (a given description is its context)
                     * @default false
                     */
                    enrich?: boolean;
                };
            };
        };
        responses: {
            /** @description The new location */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "Emberfall",
                     *       "type": "city",
                     *       "status": "stable",
                     *       "description": "A walled city of glassblowers on the edge of the Ashwood.",
                     *       "tags": [
                     *         "trade",
                     *         "walled"
                     *       ],
                     *       "parent_location_id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "relative_x": 0.42,
                     *       "relative_y": 0.61,
                     *       "historical_events": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event": "Founded by the first queen"
                     *         }
                     *       ],
                     *       "controlled_by": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "emerged_in_beat": null,
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "last_significant_change": null
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["Timeout"];
        };
    };
    searchLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "worldId": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                 *       "query": "ember",
                 *       "tags": [
                 *         "trade"
                 *       ],
                 *       "limit": 20
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    worldId: string;
                    query?: string;
                    tags?: string[];
                    /** @default 20 */
                    limit?: number;
                    cursor?: string;
                };
            };
        };
        responses: {
            /** @description One page of matching locations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *           "name": "Emberfall",
                     *           "type": "city",
                     *           "status": "stable",
                     *           "description": "A walled city of glassblowers on the edge of the Ashwood.",
                     *           "tags": [
                     *             "trade",
                     *             "walled"
                     *           ],
                     *           "parent_location_id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *           "relative_x": 0.42,
                     *           "relative_y": 0.61,
                     *           "historical_events": [
                     *             {
                     *               "timestamp": "2025-11-20T09:30:00.000Z",
                     *               "event": "Founded by the first queen"
                     *             }
                     *           ],
                     *           "controlled_by": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *           "emerged_in_beat": null,
                     *           "created_at": "2025-11-20T09:30:00.000Z",
                     *           "last_significant_change": null
                     *         }
                     *       ],
                     *       "next_cursor": "WyJzdGFibGUiLCJFbWJlcmZhbGwiLCJhMWIyYzNkNC1lNWY2LTRhN2ItOGM5ZC0wZTFmMmEzYjRjNWQiXQ"
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Location"][];
                        /** @description Pass as `cursor` for the next page; null on the last page */
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "Emberfall",
                     *       "type": "city",
                     *       "status": "stable",
                     *       "description": "A walled city of glassblowers on the edge of the Ashwood.",
                     *       "tags": [
                     *         "trade",
                     *         "walled"
                     *       ],
                     *       "parent_location_id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "relative_x": 0.42,
                     *       "relative_y": 0.61,
                     *       "historical_events": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event": "Founded by the first queen"
                     *         }
                     *       ],
                     *       "controlled_by": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "emerged_in_beat": null,
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "last_significant_change": null
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Emberfall",
                 *       "status": "declining",
                 *       "description": "Half its kilns have gone cold."
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                    description?: string;
                    tags?: string[];
                    relative_x?: number | null;
                    relative_y?: number | null;
                };
            };
        };
        responses: {
            /** @description The updated location */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "Emberfall",
                     *       "type": "city",
                     *       "status": "stable",
                     *       "description": "A walled city of glassblowers on the edge of the Ashwood.",
                     *       "tags": [
                     *         "trade",
                     *         "walled"
                     *       ],
                     *       "parent_location_id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "relative_x": 0.42,
                     *       "relative_y": 0.61,
                     *       "historical_events": [
                     *         {
                     *           "timestamp": "2025-11-20T09:30:00.000Z",
                     *           "event": "Founded by the first queen"
                     *         }
                     *       ],
                     *       "controlled_by": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "emerged_in_beat": null,
                     *       "created_at": "2025-11-20T09:30:00.000Z",
                     *       "last_significant_change": null
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    deleteLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    listFactions: {
        parameters: {
            query: {
                /** @description Items per page, 1 to 100 */
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description The world whose entities to list */
                worldId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of factions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *           "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *           "name": "House Veyra",
                     *           "type": "kingdom",
                     *           "status": "rising",
                     *           "members_estimate": 12000,
                     *           "controlled_locations": [
                     *             "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d"
                     *           ],
                     *           "leader_id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *           "banner_color": "#6b5bd6",
                     *           "ideology": "The crown belongs to the eldest line.",
                     *           "tags": [
                     *             "noble"
                     *           ],
                     *           "historical_events": [],
                     *           "stances": [],
                     *           "created_at": "2025-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        items: components["schemas"]["Faction"][];
                        /** @description Pass as `cursor` for the next page; null on the last page */
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                 *       "name": "House Veyra",
                 *       "type": "kingdom"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    world_id: string;
                    name: string;
                    /** @enum {string} */
                    type: "kingdom" | "guild" | "order" | "cult" | "tribe" | "company";
                    /**
                     * @default stable
                     * @enum {string}
                     */
                    status?: "rising" | "stable" | "declining" | "collapsed";
                    /** @default 0 */
                    members_estimate?: number;
                    /** @default [] */
                    controlled_locations?: string[];
                    leader_id?: string | null;
                    /** @default #6b5bd6 */
                    banner_color?: string;
                    /** @default  */
                    ideology?: string;
                    /** @default [] */
                    tags?: string[];
                    /**
                     * @description When true, the story generator writes the ideology and tags for the faction's status
                     * @default false
                     */
                    enrich?: boolean;
                };
            };
        };
        responses: {
            /** @description The new faction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "House Veyra",
                     *       "type": "kingdom",
                     *       "status": "rising",
                     *       "members_estimate": 12000,
                     *       "controlled_locations": [
                     *         "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d"
                     *       ],
                     *       "leader_id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "banner_color": "#6b5bd6",
                     *       "ideology": "The crown belongs to the eldest line.",
                     *       "tags": [
                     *         "noble"
                     *       ],
                     *       "historical_events": [],
                     *       "stances": [],
                     *       "created_at": "2025-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Faction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    getFaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The faction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "House Veyra",
                     *       "type": "kingdom",
                     *       "status": "rising",
                     *       "members_estimate": 12000,
                     *       "controlled_locations": [
                     *         "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d"
                     *       ],
                     *       "leader_id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "banner_color": "#6b5bd6",
                     *       "ideology": "The crown belongs to the eldest line.",
                     *       "tags": [
                     *         "noble"
                     *       ],
                     *       "historical_events": [],
                     *       "stances": [],
                     *       "created_at": "2025-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Faction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "House Veyra",
                 *       "status": "declining",
                 *       "leader_id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    status?: "rising" | "stable" | "declining" | "collapsed";
                    leader_id?: string | null;
                    ideology?: string;
                };
            };
        };
        responses: {
            /** @description The updated faction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "name": "House Veyra",
                     *       "type": "kingdom",
                     *       "status": "rising",
                     *       "members_estimate": 12000,
                     *       "controlled_locations": [
                     *         "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d"
                     *       ],
                     *       "leader_id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "banner_color": "#6b5bd6",
                     *       "ideology": "The crown belongs to the eldest line.",
                     *       "tags": [
                     *         "noble"
                     *       ],
                     *       "historical_events": [],
                     *       "stances": [],
                     *       "created_at": "2025-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Faction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    deleteFaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The faction is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    setReviewMode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Review mode and the waiting draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "review_mode": true,
                     *       "draft": {
                     *         "kind": "draft",
                     *         "id": "9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f",
                     *         "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *         "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *         "beat_id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *         "beat_index": 1,
                     *         "beat_type": "generated",
                     *         "beat_name": "Theme Stated",
                     *         "description": "Ada Thorne finds the sealed letter and Emberfall begins to decline.",
                     *         "world_directives": [
                     *           "Emberfall is declining"
                     *         ],
                     *         "emergent_storylines": [
                     *           "Who wrote the letter?"
                     *         ],
                     *         "consequences": {
                     *           "newcomers": {
                     *             "locations": [],
                     *             "characters": []
                     *           },
                     *           "locationStatusChanges": [
                     *             {
                     *               "locationId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *               "status": "declining",
                     *               "reason": "The kilns go cold"
                     *             }
                     *           ],
                     *           "factionStatusChanges": [],
                     *           "characterStatusChanges": [],
                     *           "memories": [
                     *             {
                     *               "characterId": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *               "eventDescription": "Found the sealed letter",
                     *               "emotionalImpact": "dread",
                     *               "importance": 0.7
                     *             }
                     *           ],
                     *           "moves": [],
                     *           "locationHistory": [],
                     *           "factionHistory": [],
                     *           "stanceChanges": [],
                     *           "territoryChanges": [],
                     *           "doctrines": [],
                     *           "motivationChanges": [],
                     *           "allegianceChanges": [],
                     *           "characterAmendments": [],
                     *           "locationAmendments": [],
                     *           "relationshipChanges": [],
                     *           "leaderChanges": []
                     *         },
                     *         "replaces_draft_id": null,
                     *         "generator": {
                     *           "provider": "openai",
                     *           "model": "gpt-4o-mini",
                     *           "prompt_hash": "c0ffee0000000000000000000000000000000000000000000000000000000000"
                     *         },
                     *         "edited_at": null,
                     *         "created_at": "2025-11-20T09:42:10.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        world_id: string;
                        review_mode: boolean;
                        draft: {
                            beat_name: string;
                            description: string;
                            world_directives: string[];
                            emergent_storylines: string[];
                            consequences: {
                                /**
                                 * @default {
                                 *       "locations": [],
                                 *       "characters": []
                                 *     }
                                 */
                                newcomers: {
                                    /** @default [] */
                                    locations: {
                                        /** Format: uuid */
                                        locationId: string;
                                        name: string;
                                        /** @enum {string} */
                                        type: "region" | "city" | "landmark" | "wilderness";
                                        /** @enum {string} */
                                        status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                        description?: string;
                                        tags?: string[];
                                        parentLocationId?: string | null;
                                        relativeX?: number | null;
                                        relativeY?: number | null;
                                    }[];
                                    /** @default [] */
                                    characters: {
                                        /** Format: uuid */
                                        characterId: string;
                                        name: string;
                                        /** @enum {string} */
                                        type: "player" | "npc";
                                        /** @enum {string} */
                                        storyRole: "major" | "minor" | "wildcard" | "background";
                                        /** @enum {string} */
                                        status?: "active" | "deceased" | "missing" | "retired";
                                        description?: string;
                                        background?: string;
                                        personalityTraits?: string[];
                                        motivations?: string[];
                                        locationId?: string | null;
                                        factionId?: string | null;
                                        memories?: {
                                            eventDescription: string;
                                            emotionalImpact: string;
                                            importance: number;
                                        }[];
                                    }[];
                                };
                                /** @default [] */
                                locationStatusChanges: {
                                    /** Format: uuid */
                                    locationId: string;
                                    /** @enum {string} */
                                    status: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                factionStatusChanges: {
                                    /** Format: uuid */
                                    factionId: string;
                                    /** @enum {string} */
                                    status: "rising" | "stable" | "declining" | "collapsed";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                characterStatusChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** @enum {string} */
                                    status: "active" | "deceased" | "missing" | "retired";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                memories: {
                                    eventDescription: string;
                                    emotionalImpact: string;
                                    importance: number;
                                    /** Format: uuid */
                                    characterId: string;
                                }[];
                                /** @default [] */
                                moves: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** Format: uuid */
                                    toLocationId: string;
                                }[];
                                /** @default [] */
                                locationHistory: {
                                    /** Format: uuid */
                                    locationId: string;
                                    event: string;
                                }[];
                                /** @default [] */
                                factionHistory: {
                                    /** Format: uuid */
                                    factionId: string;
                                    event: string;
                                }[];
                                /** @default [] */
                                stanceChanges: {
                                    /** Format: uuid */
                                    sourceFactionId: string;
                                    /** Format: uuid */
                                    targetFactionId: string;
                                    /** @enum {string} */
                                    stance: "ally" | "neutral" | "hostile";
                                    reason: string;
                                }[];
                                /** @default [] */
                                territoryChanges: ({
                                    /** @constant */
                                    kind: "claim";
                                    /** Format: uuid */
                                    factionId: string;
                                    /** Format: uuid */
                                    locationId: string;
                                    /** @enum {string} */
                                    method: "conquest" | "treaty";
                                    reason: string;
                                } | {
                                    /** @constant */
                                    kind: "release";
                                    /** Format: uuid */
                                    factionId: string;
                                    /** Format: uuid */
                                    locationId: string;
                                    reason: string;
                                })[];
                                /** @default [] */
                                doctrines: {
                                    /** Format: uuid */
                                    factionId: string;
                                    ideology: string;
                                    tags: string[];
                                    reason?: string | null;
                                }[];
                                /** @default [] */
                                motivationChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    add?: string[];
                                    drop?: string[];
                                    reason: string;
                                }[];
                                /** @default [] */
                                allegianceChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    toFactionId: string | null;
                                    reason: string;
                                }[];
                                /** @default [] */
                                characterAmendments: {
                                    /** Format: uuid */
                                    characterId: string;
                                    description?: string;
                                    background?: string;
                                    reason: string;
                                }[];
                                /** @default [] */
                                locationAmendments: {
                                    /** Format: uuid */
                                    locationId: string;
                                    description: string;
                                    reason: string;
                                }[];
                                /** @default [] */
                                relationshipChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** Format: uuid */
                                    otherCharacterId: string;
                                    kind: ("ally" | "rival" | "family" | "mentor" | "romance" | "enemy") | null;
                                    note: string;
                                }[];
                                /** @default [] */
                                leaderChanges: {
                                    /** Format: uuid */
                                    factionId: string;
                                    leaderId: string | null;
                                    reason: string;
                                }[];
                            };
                            /** @constant */
                            kind: "draft";
                            /**
                             * Format: uuid
                             * @description The draft’s id
                             */
                            id: string;
                            /** Format: uuid */
                            world_id: string;
                            /** Format: uuid */
                            arc_id: string;
                            /**
                             * Format: uuid
                             * @description The id the beat will have once accepted
                             */
                            beat_id: string;
                            beat_index: number;
                            /** @enum {string} */
                            beat_type: "anchor" | "generated";
                            /** @description The draft the author had regenerated into this one */
                            replaces_draft_id: string | null;
                            generator: {
                                provider: string;
                                model: string;
                                prompt_hash: string;
                            } | null;
                            edited_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    getReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Review mode and the waiting draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "review_mode": true,
                     *       "draft": {
                     *         "kind": "draft",
                     *         "id": "9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f",
                     *         "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *         "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *         "beat_id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *         "beat_index": 1,
                     *         "beat_type": "generated",
                     *         "beat_name": "Theme Stated",
                     *         "description": "Ada Thorne finds the sealed letter and Emberfall begins to decline.",
                     *         "world_directives": [
                     *           "Emberfall is declining"
                     *         ],
                     *         "emergent_storylines": [
                     *           "Who wrote the letter?"
                     *         ],
                     *         "consequences": {
                     *           "newcomers": {
                     *             "locations": [],
                     *             "characters": []
                     *           },
                     *           "locationStatusChanges": [
                     *             {
                     *               "locationId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *               "status": "declining",
                     *               "reason": "The kilns go cold"
                     *             }
                     *           ],
                     *           "factionStatusChanges": [],
                     *           "characterStatusChanges": [],
                     *           "memories": [
                     *             {
                     *               "characterId": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *               "eventDescription": "Found the sealed letter",
                     *               "emotionalImpact": "dread",
                     *               "importance": 0.7
                     *             }
                     *           ],
                     *           "moves": [],
                     *           "locationHistory": [],
                     *           "factionHistory": [],
                     *           "stanceChanges": [],
                     *           "territoryChanges": [],
                     *           "doctrines": [],
                     *           "motivationChanges": [],
                     *           "allegianceChanges": [],
                     *           "characterAmendments": [],
                     *           "locationAmendments": [],
                     *           "relationshipChanges": [],
                     *           "leaderChanges": []
                     *         },
                     *         "replaces_draft_id": null,
                     *         "generator": {
                     *           "provider": "openai",
                     *           "model": "gpt-4o-mini",
                     *           "prompt_hash": "c0ffee0000000000000000000000000000000000000000000000000000000000"
                     *         },
                     *         "edited_at": null,
                     *         "created_at": "2025-11-20T09:42:10.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        world_id: string;
                        review_mode: boolean;
                        draft: {
                            beat_name: string;
                            description: string;
                            world_directives: string[];
                            emergent_storylines: string[];
                            consequences: {
                                /**
                                 * @default {
                                 *       "locations": [],
                                 *       "characters": []
                                 *     }
                                 */
                                newcomers: {
                                    /** @default [] */
                                    locations: {
                                        /** Format: uuid */
                                        locationId: string;
                                        name: string;
                                        /** @enum {string} */
                                        type: "region" | "city" | "landmark" | "wilderness";
                                        /** @enum {string} */
                                        status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                        description?: string;
                                        tags?: string[];
                                        parentLocationId?: string | null;
                                        relativeX?: number | null;
                                        relativeY?: number | null;
                                    }[];
                                    /** @default [] */
                                    characters: {
                                        /** Format: uuid */
                                        characterId: string;
                                        name: string;
                                        /** @enum {string} */
                                        type: "player" | "npc";
                                        /** @enum {string} */
                                        storyRole: "major" | "minor" | "wildcard" | "background";
                                        /** @enum {string} */
                                        status?: "active" | "deceased" | "missing" | "retired";
                                        description?: string;
                                        background?: string;
                                        personalityTraits?: string[];
                                        motivations?: string[];
                                        locationId?: string | null;
                                        factionId?: string | null;
                                        memories?: {
                                            eventDescription: string;
                                            emotionalImpact: string;
                                            importance: number;
                                        }[];
                                    }[];
                                };
                                /** @default [] */
                                locationStatusChanges: {
                                    /** Format: uuid */
                                    locationId: string;
                                    /** @enum {string} */
                                    status: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                factionStatusChanges: {
                                    /** Format: uuid */
                                    factionId: string;
                                    /** @enum {string} */
                                    status: "rising" | "stable" | "declining" | "collapsed";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                characterStatusChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** @enum {string} */
                                    status: "active" | "deceased" | "missing" | "retired";
                                    reason?: string;
                                }[];
                                /** @default [] */
                                memories: {
                                    eventDescription: string;
                                    emotionalImpact: string;
                                    importance: number;
                                    /** Format: uuid */
                                    characterId: string;
                                }[];
                                /** @default [] */
                                moves: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** Format: uuid */
                                    toLocationId: string;
                                }[];
                                /** @default [] */
                                locationHistory: {
                                    /** Format: uuid */
                                    locationId: string;
                                    event: string;
                                }[];
                                /** @default [] */
                                factionHistory: {
                                    /** Format: uuid */
                                    factionId: string;
                                    event: string;
                                }[];
                                /** @default [] */
                                stanceChanges: {
                                    /** Format: uuid */
                                    sourceFactionId: string;
                                    /** Format: uuid */
                                    targetFactionId: string;
                                    /** @enum {string} */
                                    stance: "ally" | "neutral" | "hostile";
                                    reason: string;
                                }[];
                                /** @default [] */
                                territoryChanges: ({
                                    /** @constant */
                                    kind: "claim";
                                    /** Format: uuid */
                                    factionId: string;
                                    /** Format: uuid */
                                    locationId: string;
                                    /** @enum {string} */
                                    method: "conquest" | "treaty";
                                    reason: string;
                                } | {
                                    /** @constant */
                                    kind: "release";
                                    /** Format: uuid */
                                    factionId: string;
                                    /** Format: uuid */
                                    locationId: string;
                                    reason: string;
                                })[];
                                /** @default [] */
                                doctrines: {
                                    /** Format: uuid */
                                    factionId: string;
                                    ideology: string;
                                    tags: string[];
                                    reason?: string | null;
                                }[];
                                /** @default [] */
                                motivationChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    add?: string[];
                                    drop?: string[];
                                    reason: string;
                                }[];
                                /** @default [] */
                                allegianceChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    toFactionId: string | null;
                                    reason: string;
                                }[];
                                /** @default [] */
                                characterAmendments: {
                                    /** Format: uuid */
                                    characterId: string;
                                    description?: string;
                                    background?: string;
                                    reason: string;
                                }[];
                                /** @default [] */
                                locationAmendments: {
                                    /** Format: uuid */
                                    locationId: string;
                                    description: string;
                                    reason: string;
                                }[];
                                /** @default [] */
                                relationshipChanges: {
                                    /** Format: uuid */
                                    characterId: string;
                                    /** Format: uuid */
                                    otherCharacterId: string;
                                    kind: ("ally" | "rival" | "family" | "mentor" | "romance" | "enemy") | null;
                                    note: string;
                                }[];
                                /** @default [] */
                                leaderChanges: {
                                    /** Format: uuid */
                                    factionId: string;
                                    leaderId: string | null;
                                    reason: string;
                                }[];
                            };
                            /** @constant */
                            kind: "draft";
                            /**
                             * Format: uuid
                             * @description The draft’s id
                             */
                            id: string;
                            /** Format: uuid */
                            world_id: string;
                            /** Format: uuid */
                            arc_id: string;
                            /**
                             * Format: uuid
                             * @description The id the beat will have once accepted
                             */
                            beat_id: string;
                            beat_index: number;
                            /** @enum {string} */
                            beat_type: "anchor" | "generated";
                            /** @description The draft the author had regenerated into this one */
                            replaces_draft_id: string | null;
                            generator: {
                                provider: string;
                                model: string;
                                prompt_hash: string;
                            } | null;
                            edited_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    editDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "beat": {
                 *         "beat_name": "Theme Stated",
                 *         "description": "Ada Thorne finds the sealed letter at dawn.",
                 *         "world_directives": [
                 *           "Emberfall is declining"
                 *         ],
                 *         "emergent_storylines": [
                 *           "Who wrote the letter?"
                 *         ],
                 *         "consequences": {
                 *           "memories": [
                 *             {
                 *               "characterId": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                 *               "eventDescription": "Found the sealed letter",
                 *               "emotionalImpact": "dread",
                 *               "importance": 0.7
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    beat: {
                        beat_name: string;
                        description: string;
                        world_directives: string[];
                        emergent_storylines: string[];
                        consequences: {
                            /**
                             * @default {
                             *       "locations": [],
                             *       "characters": []
                             *     }
                             */
                            newcomers?: {
                                /** @default [] */
                                locations?: {
                                    /** Format: uuid */
                                    locationId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "region" | "city" | "landmark" | "wilderness";
                                    /** @enum {string} */
                                    status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                    description?: string;
                                    tags?: string[];
                                    parentLocationId?: string | null;
                                    relativeX?: number | null;
                                    relativeY?: number | null;
                                }[];
                                /** @default [] */
                                characters?: {
                                    /** Format: uuid */
                                    characterId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "player" | "npc";
                                    /** @enum {string} */
                                    storyRole: "major" | "minor" | "wildcard" | "background";
                                    /** @enum {string} */
                                    status?: "active" | "deceased" | "missing" | "retired";
                                    description?: string;
                                    background?: string;
                                    personalityTraits?: string[];
                                    motivations?: string[];
                                    locationId?: string | null;
                                    factionId?: string | null;
                                    memories?: {
                                        eventDescription: string;
                                        emotionalImpact: string;
                                        importance: number;
                                    }[];
                                }[];
                            };
                            /** @default [] */
                            locationStatusChanges?: {
                                /** Format: uuid */
                                locationId: string;
                                /** @enum {string} */
                                status: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                reason?: string;
                            }[];
                            /** @default [] */
                            factionStatusChanges?: {
                                /** Format: uuid */
                                factionId: string;
                                /** @enum {string} */
                                status: "rising" | "stable" | "declining" | "collapsed";
                                reason?: string;
                            }[];
                            /** @default [] */
                            characterStatusChanges?: {
                                /** Format: uuid */
                                characterId: string;
                                /** @enum {string} */
                                status: "active" | "deceased" | "missing" | "retired";
                                reason?: string;
                            }[];
                            /** @default [] */
                            memories?: {
                                eventDescription: string;
                                emotionalImpact: string;
                                importance: number;
                                /** Format: uuid */
                                characterId: string;
                            }[];
                            /** @default [] */
                            moves?: {
                                /** Format: uuid */
                                characterId: string;
                                /** Format: uuid */
                                toLocationId: string;
                            }[];
                            /** @default [] */
                            locationHistory?: {
                                /** Format: uuid */
                                locationId: string;
                                event: string;
                            }[];
                            /** @default [] */
                            factionHistory?: {
                                /** Format: uuid */
                                factionId: string;
                                event: string;
                            }[];
                            /** @default [] */
                            stanceChanges?: {
                                /** Format: uuid */
                                sourceFactionId: string;
                                /** Format: uuid */
                                targetFactionId: string;
                                /** @enum {string} */
                                stance: "ally" | "neutral" | "hostile";
                                reason: string;
                            }[];
                            /** @default [] */
                            territoryChanges?: ({
                                /** @constant */
                                kind: "claim";
                                /** Format: uuid */
                                factionId: string;
                                /** Format: uuid */
                                locationId: string;
                                /** @enum {string} */
                                method: "conquest" | "treaty";
                                reason: string;
                            } | {
                                /** @constant */
                                kind: "release";
                                /** Format: uuid */
                                factionId: string;
                                /** Format: uuid */
                                locationId: string;
                                reason: string;
                            })[];
                            /** @default [] */
                            doctrines?: {
                                /** Format: uuid */
                                factionId: string;
                                ideology: string;
                                tags: string[];
                                reason?: string | null;
                            }[];
                            /** @default [] */
                            motivationChanges?: {
                                /** Format: uuid */
                                characterId: string;
                                add?: string[];
                                drop?: string[];
                                reason: string;
                            }[];
                            /** @default [] */
                            allegianceChanges?: {
                                /** Format: uuid */
                                characterId: string;
                                toFactionId: string | null;
                                reason: string;
                            }[];
                            /** @default [] */
                            characterAmendments?: {
                                /** Format: uuid */
                                characterId: string;
                                description?: string;
                                background?: string;
                                reason: string;
                            }[];
                            /** @default [] */
                            locationAmendments?: {
                                /** Format: uuid */
                                locationId: string;
                                description: string;
                                reason: string;
                            }[];
                            /** @default [] */
                            relationshipChanges?: {
                                /** Format: uuid */
                                characterId: string;
                                /** Format: uuid */
                                otherCharacterId: string;
                                kind: ("ally" | "rival" | "family" | "mentor" | "romance" | "enemy") | null;
                                note: string;
                            }[];
                            /** @default [] */
                            leaderChanges?: {
                                /** Format: uuid */
                                factionId: string;
                                leaderId: string | null;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description The edited draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "draft",
                     *       "id": "9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *       "beat_id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *       "beat_index": 1,
                     *       "beat_type": "generated",
                     *       "beat_name": "Theme Stated",
                     *       "description": "Ada Thorne finds the sealed letter and Emberfall begins to decline.",
                     *       "world_directives": [
                     *         "Emberfall is declining"
                     *       ],
                     *       "emergent_storylines": [
                     *         "Who wrote the letter?"
                     *       ],
                     *       "consequences": {
                     *         "newcomers": {
                     *           "locations": [],
                     *           "characters": []
                     *         },
                     *         "locationStatusChanges": [
                     *           {
                     *             "locationId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "status": "declining",
                     *             "reason": "The kilns go cold"
                     *           }
                     *         ],
                     *         "factionStatusChanges": [],
                     *         "characterStatusChanges": [],
                     *         "memories": [
                     *           {
                     *             "characterId": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *             "eventDescription": "Found the sealed letter",
                     *             "emotionalImpact": "dread",
                     *             "importance": 0.7
                     *           }
                     *         ],
                     *         "moves": [],
                     *         "locationHistory": [],
                     *         "factionHistory": [],
                     *         "stanceChanges": [],
                     *         "territoryChanges": [],
                     *         "doctrines": [],
                     *         "motivationChanges": [],
                     *         "allegianceChanges": [],
                     *         "characterAmendments": [],
                     *         "locationAmendments": [],
                     *         "relationshipChanges": [],
                     *         "leaderChanges": []
                     *       },
                     *       "replaces_draft_id": null,
                     *       "generator": {
                     *         "provider": "openai",
                     *         "model": "gpt-4o-mini",
                     *         "prompt_hash": "c0ffee0000000000000000000000000000000000000000000000000000000000"
                     *       },
                     *       "edited_at": null,
                     *       "created_at": "2025-11-20T09:42:10.000Z"
                     *     }
                     */
                    "application/json": {
                        beat_name: string;
                        description: string;
                        world_directives: string[];
                        emergent_storylines: string[];
                        consequences: {
                            /**
                             * @default {
                             *       "locations": [],
                             *       "characters": []
                             *     }
                             */
                            newcomers: {
                                /** @default [] */
                                locations: {
                                    /** Format: uuid */
                                    locationId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "region" | "city" | "landmark" | "wilderness";
                                    /** @enum {string} */
                                    status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                    description?: string;
                                    tags?: string[];
                                    parentLocationId?: string | null;
                                    relativeX?: number | null;
                                    relativeY?: number | null;
                                }[];
                                /** @default [] */
                                characters: {
                                    /** Format: uuid */
                                    characterId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "player" | "npc";
                                    /** @enum {string} */
                                    storyRole: "major" | "minor" | "wildcard" | "background";
                                    /** @enum {string} */
                                    status?: "active" | "deceased" | "missing" | "retired";
                                    description?: string;
                                    background?: string;
                                    personalityTraits?: string[];
                                    motivations?: string[];
                                    locationId?: string | null;
                                    factionId?: string | null;
                                    memories?: {
                                        eventDescription: string;
                                        emotionalImpact: string;
                                        importance: number;
                                    }[];
                                }[];
                            };
                            /** @default [] */
                            locationStatusChanges: {
                                /** Format: uuid */
                                locationId: string;
                                /** @enum {string} */
                                status: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                reason?: string;
                            }[];
                            /** @default [] */
                            factionStatusChanges: {
                                /** Format: uuid */
                                factionId: string;
                                /** @enum {string} */
                                status: "rising" | "stable" | "declining" | "collapsed";
                                reason?: string;
                            }[];
                            /** @default [] */
                            characterStatusChanges: {
                                /** Format: uuid */
                                characterId: string;
                                /** @enum {string} */
                                status: "active" | "deceased" | "missing" | "retired";
                                reason?: string;
                            }[];
                            /** @default [] */
                            memories: {
                                eventDescription: string;
                                emotionalImpact: string;
                                importance: number;
                                /** Format: uuid */
                                characterId: string;
                            }[];
                            /** @default [] */
                            moves: {
                                /** Format: uuid */
                                characterId: string;
                                /** Format: uuid */
                                toLocationId: string;
                            }[];
                            /** @default [] */
                            locationHistory: {
                                /** Format: uuid */
                                locationId: string;
                                event: string;
                            }[];
                            /** @default [] */
                            factionHistory: {
                                /** Format: uuid */
                                factionId: string;
                                event: string;
                            }[];
                            /** @default [] */
                            stanceChanges: {
                                /** Format: uuid */
                                sourceFactionId: string;
                                /** Format: uuid */
                                targetFactionId: string;
                                /** @enum {string} */
                                stance: "ally" | "neutral" | "hostile";
                                reason: string;
                            }[];
                            /** @default [] */
                            territoryChanges: ({
                                /** @constant */
                                kind: "claim";
                                /** Format: uuid */
                                factionId: string;
                                /** Format: uuid */
                                locationId: string;
                                /** @enum {string} */
                                method: "conquest" | "treaty";
                                reason: string;
                            } | {
                                /** @constant */
                                kind: "release";
                                /** Format: uuid */
                                factionId: string;
                                /** Format: uuid */
                                locationId: string;
                                reason: string;
                            })[];
                            /** @default [] */
                            doctrines: {
                                /** Format: uuid */
                                factionId: string;
                                ideology: string;
                                tags: string[];
                                reason?: string | null;
                            }[];
                            /** @default [] */
                            motivationChanges: {
                                /** Format: uuid */
                                characterId: string;
                                add?: string[];
                                drop?: string[];
                                reason: string;
                            }[];
                            /** @default [] */
                            allegianceChanges: {
                                /** Format: uuid */
                                characterId: string;
                                toFactionId: string | null;
                                reason: string;
                            }[];
                            /** @default [] */
                            characterAmendments: {
                                /** Format: uuid */
                                characterId: string;
                                description?: string;
                                background?: string;
                                reason: string;
                            }[];
                            /** @default [] */
                            locationAmendments: {
                                /** Format: uuid */
                                locationId: string;
                                description: string;
                                reason: string;
                            }[];
                            /** @default [] */
                            relationshipChanges: {
                                /** Format: uuid */
                                characterId: string;
                                /** Format: uuid */
                                otherCharacterId: string;
                                kind: ("ally" | "rival" | "family" | "mentor" | "romance" | "enemy") | null;
                                note: string;
                            }[];
                            /** @default [] */
                            leaderChanges: {
                                /** Format: uuid */
                                factionId: string;
                                leaderId: string | null;
                                reason: string;
                            }[];
                        };
                        /** @constant */
                        kind: "draft";
                        /**
                         * Format: uuid
                         * @description The draft’s id
                         */
                        id: string;
                        /** Format: uuid */
                        world_id: string;
                        /** Format: uuid */
                        arc_id: string;
                        /**
                         * Format: uuid
                         * @description The id the beat will have once accepted
                         */
                        beat_id: string;
                        beat_index: number;
                        /** @enum {string} */
                        beat_type: "anchor" | "generated";
                        /** @description The draft the author had regenerated into this one */
                        replaces_draft_id: string | null;
                        generator: {
                            provider: string;
                            model: string;
                            prompt_hash: string;
                        } | null;
                        edited_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    acceptDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The beat, now current */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "beat": {
                     *         "id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *         "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *         "beat_index": 1,
                     *         "beat_name": "Theme Stated",
                     *         "beat_type": "generated",
                     *         "description": "Lanterns rise over Emberfall as the court gathers for the coronation.",
                     *         "world_directives": [
                     *           "Emberfall is thriving"
                     *         ],
                     *         "emergent_storylines": [
                     *           "A courier carries a sealed letter north"
                     *         ],
                     *         "created_at": "2025-11-20T09:42:10.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        beat: components["schemas"]["Beat"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    regenerateDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "draft",
                     *       "id": "9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f",
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *       "beat_id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *       "beat_index": 1,
                     *       "beat_type": "generated",
                     *       "beat_name": "Theme Stated",
                     *       "description": "Ada Thorne finds the sealed letter and Emberfall begins to decline.",
                     *       "world_directives": [
                     *         "Emberfall is declining"
                     *       ],
                     *       "emergent_storylines": [
                     *         "Who wrote the letter?"
                     *       ],
                     *       "consequences": {
                     *         "newcomers": {
                     *           "locations": [],
                     *           "characters": []
                     *         },
                     *         "locationStatusChanges": [
                     *           {
                     *             "locationId": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "status": "declining",
                     *             "reason": "The kilns go cold"
                     *           }
                     *         ],
                     *         "factionStatusChanges": [],
                     *         "characterStatusChanges": [],
                     *         "memories": [
                     *           {
                     *             "characterId": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *             "eventDescription": "Found the sealed letter",
                     *             "emotionalImpact": "dread",
                     *             "importance": 0.7
                     *           }
                     *         ],
                     *         "moves": [],
                     *         "locationHistory": [],
                     *         "factionHistory": [],
                     *         "stanceChanges": [],
                     *         "territoryChanges": [],
                     *         "doctrines": [],
                     *         "motivationChanges": [],
                     *         "allegianceChanges": [],
                     *         "characterAmendments": [],
                     *         "locationAmendments": [],
                     *         "relationshipChanges": [],
                     *         "leaderChanges": []
                     *       },
                     *       "replaces_draft_id": null,
                     *       "generator": {
                     *         "provider": "openai",
                     *         "model": "gpt-4o-mini",
                     *         "prompt_hash": "c0ffee0000000000000000000000000000000000000000000000000000000000"
                     *       },
                     *       "edited_at": null,
                     *       "created_at": "2025-11-20T09:42:10.000Z"
                     *     }
                     */
                    "application/json": {
                        beat_name: string;
                        description: string;
                        world_directives: string[];
                        emergent_storylines: string[];
                        consequences: {
                            /**
                             * @default {
                             *       "locations": [],
                             *       "characters": []
                             *     }
                             */
                            newcomers: {
                                /** @default [] */
                                locations: {
                                    /** Format: uuid */
                                    locationId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "region" | "city" | "landmark" | "wilderness";
                                    /** @enum {string} */
                                    status?: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                    description?: string;
                                    tags?: string[];
                                    parentLocationId?: string | null;
                                    relativeX?: number | null;
                                    relativeY?: number | null;
                                }[];
                                /** @default [] */
                                characters: {
                                    /** Format: uuid */
                                    characterId: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "player" | "npc";
                                    /** @enum {string} */
                                    storyRole: "major" | "minor" | "wildcard" | "background";
                                    /** @enum {string} */
                                    status?: "active" | "deceased" | "missing" | "retired";
                                    description?: string;
                                    background?: string;
                                    personalityTraits?: string[];
                                    motivations?: string[];
                                    locationId?: string | null;
                                    factionId?: string | null;
                                    memories?: {
                                        eventDescription: string;
                                        emotionalImpact: string;
                                        importance: number;
                                    }[];
                                }[];
                            };
                            /** @default [] */
                            locationStatusChanges: {
                                /** Format: uuid */
                                locationId: string;
                                /** @enum {string} */
                                status: "thriving" | "stable" | "declining" | "ruined" | "abandoned" | "lost";
                                reason?: string;
                            }[];
                            /** @default [] */
                            factionStatusChanges: {
                                /** Format: uuid */
                                factionId: string;
                                /** @enum {string} */
                                status: "rising" | "stable" | "declining" | "collapsed";
                                reason?: string;
                            }[];
                            /** @default [] */
                            characterStatusChanges: {
                                /** Format: uuid */
                                characterId: string;
                                /** @enum {string} */
                                status: "active" | "deceased" | "missing" | "retired";
                                reason?: string;
                            }[];
                            /** @default [] */
                            memories: {
                                eventDescription: string;
                                emotionalImpact: string;
                                importance: number;
                                /** Format: uuid */
                                characterId: string;
                            }[];
                            /** @default [] */
                            moves: {
                                /** Format: uuid */
                                characterId: string;
                                /** Format: uuid */
                                toLocationId: string;
                            }[];
                            /** @default [] */
                            locationHistory: {
                                /** Format: uuid */
                                locationId: string;
                                event: string;
                            }[];
                            /** @default [] */
                            factionHistory: {
                                /** Format: uuid */
                                factionId: string;
                                event: string;
                            }[];
                            /** @default [] */
                            stanceChanges: {
                                /** Format: uuid */
                                sourceFactionId: string;
                                /** Format: uuid */
                                targetFactionId: string;
                                /** @enum {string} */
                                stance: "ally" | "neutral" | "hostile";
                                reason: string;
                            }[];
                            /** @default [] */
                            territoryChanges: ({
                                /** @constant */
                                kind: "claim";
                                /** Format: uuid */
                                factionId: string;
                                /** Format: uuid */
                                locationId: string;
                                /** @enum {string} */
                                method: "conquest" | "treaty";
                                reason: string;
                            } | {
                                /** @constant */
                                kind: "release";
                                /** Format: uuid */
                                factionId: string;
                                /** Format: uuid */
                                locationId: string;
                                reason: string;
                            })[];
                            /** @default [] */
                            doctrines: {
                                /** Format: uuid */
                                factionId: string;
                                ideology: string;
                                tags: string[];
                                reason?: string | null;
                            }[];
                            /** @default [] */
                            motivationChanges: {
                                /** Format: uuid */
                                characterId: string;
                                add?: string[];
                                drop?: string[];
                                reason: string;
                            }[];
                            /** @default [] */
                            allegianceChanges: {
                                /** Format: uuid */
                                characterId: string;
                                toFactionId: string | null;
                                reason: string;
                            }[];
                            /** @default [] */
                            characterAmendments: {
                                /** Format: uuid */
                                characterId: string;
                                description?: string;
                                background?: string;
                                reason: string;
                            }[];
                            /** @default [] */
                            locationAmendments: {
                                /** Format: uuid */
                                locationId: string;
                                description: string;
                                reason: string;
                            }[];
                            /** @default [] */
                            relationshipChanges: {
                                /** Format: uuid */
                                characterId: string;
                                /** Format: uuid */
                                otherCharacterId: string;
                                kind: ("ally" | "rival" | "family" | "mentor" | "romance" | "enemy") | null;
                                note: string;
                            }[];
                            /** @default [] */
                            leaderChanges: {
                                /** Format: uuid */
                                factionId: string;
                                leaderId: string | null;
                                reason: string;
                            }[];
                        };
                        /** @constant */
                        kind: "draft";
                        /**
                         * Format: uuid
                         * @description The draft’s id
                         */
                        id: string;
                        /** Format: uuid */
                        world_id: string;
                        /** Format: uuid */
                        arc_id: string;
                        /**
                         * Format: uuid
                         * @description The id the beat will have once accepted
                         */
                        beat_id: string;
                        beat_index: number;
                        /** @enum {string} */
                        beat_type: "anchor" | "generated";
                        /** @description The draft the author had regenerated into this one */
                        replaces_draft_id: string | null;
                        generator: {
                            provider: string;
                            model: string;
                            prompt_hash: string;
                        } | null;
                        edited_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["Timeout"];
        };
    };
    discardDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft is discarded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "draft_id": "9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f",
                     *       "discarded": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        draft_id: string;
                        /** @constant */
                        discarded: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    revertBeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
                arcId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The beat undone and the one current again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reverted_beat": {
                     *         "id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *         "beat_index": 1,
                     *         "beat_name": "Theme Stated"
                     *       },
                     *       "current_beat": {
                     *         "id": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *         "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *         "beat_index": 0,
                     *         "beat_name": "Opening Image",
                     *         "beat_type": "anchor",
                     *         "description": "Lanterns rise over Emberfall as the court gathers for the coronation.",
                     *         "world_directives": [
                     *           "Emberfall is thriving"
                     *         ],
                     *         "emergent_storylines": [
                     *           "A courier carries a sealed letter north"
                     *         ],
                     *         "created_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       "kept": [
                     *         {
                     *           "entity_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "field": "status",
                     *           "message": "Emberfall stays ruined: its status changed after the beat"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        reverted_beat: {
                            /** Format: uuid */
                            id: string;
                            beat_index: number;
                            beat_name: string;
                        };
                        /** @description The beat before it, current again */
                        current_beat: components["schemas"]["Beat"];
                        /** @description Where a later edit touched the same field: the edit wins */
                        kept: {
                            /** Format: uuid */
                            entity_id: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    setWorldBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "monthly_budget_usd": 5
                 *     }
                 */
                "application/json": {
                    /** @description US dollars a month; null: the server's default */
                    monthly_budget_usd: number | null;
                };
            };
        };
        responses: {
            /** @description The budget that applies and what this month has spent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "monthly_budget_usd": 5,
                     *       "source": "world",
                     *       "world_budget_usd": 5,
                     *       "spent_this_month_usd": 0.005979,
                     *       "remaining_usd": 4.994021
                     *     }
                     */
                    "application/json": {
                        /** @description The budget that applies; null: no limit */
                        monthly_budget_usd: number | null;
                        /** @enum {string} */
                        source: "world" | "server" | "none";
                        /** @description The world's own budget, when set */
                        world_budget_usd: number | null;
                        spent_this_month_usd: number;
                        remaining_usd: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    getWorldUsage: {
        parameters: {
            query?: {
                startDate?: string;
                endDate?: string;
            };
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The world's usage */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "from": "2025-11-01T00:00:00.000Z",
                     *       "to": null,
                     *       "totals": {
                     *         "calls": 3,
                     *         "input_tokens": 24180,
                     *         "output_tokens": 3920,
                     *         "total_tokens": 28100,
                     *         "cost_usd": 0.005979
                     *       },
                     *       "by_model": [
                     *         {
                     *           "provider": "openai",
                     *           "model": "gpt-4o-mini",
                     *           "calls": 3,
                     *           "input_tokens": 24180,
                     *           "output_tokens": 3920,
                     *           "total_tokens": 28100,
                     *           "cost_usd": 0.005979
                     *         }
                     *       ],
                     *       "records": [
                     *         {
                     *           "id": "aa11bb22-cc33-4d44-8e55-ff6677889900",
                     *           "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *           "world_name": "The Enchanted Kingdom",
                     *           "task": "generate_beat",
                     *           "provider": "openai",
                     *           "model": "gpt-4o-mini",
                     *           "input_tokens": 11860,
                     *           "output_tokens": 1410,
                     *           "total_tokens": 13270,
                     *           "latency_ms": 6420,
                     *           "cost_usd": 0.002625,
                     *           "created_at": "2025-11-20T09:42:10.000Z"
                     *         }
                     *       ],
                     *       "budget": {
                     *         "monthly_budget_usd": 5,
                     *         "source": "world",
                     *         "world_budget_usd": 5,
                     *         "spent_this_month_usd": 0.005979,
                     *         "remaining_usd": 4.994021
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        world_id: string;
                        from: string | null;
                        to: string | null;
                        totals: {
                            calls: number;
                            input_tokens: number;
                            output_tokens: number;
                            total_tokens: number;
                            cost_usd: number;
                        };
                        by_model: {
                            calls: number;
                            input_tokens: number;
                            output_tokens: number;
                            total_tokens: number;
                            cost_usd: number;
                            provider: string;
                            model: string;
                        }[];
                        /** @description The latest 50 calls of the period, newest first */
                        records: {
                            /**
                             * Format: uuid
                             * @description The generator call
                             */
                            id: string;
                            /** Format: uuid */
                            world_id: string;
                            world_name: string | null;
                            /** @description seed_locations, generate_beat, … */
                            task: string;
                            provider: string;
                            model: string;
                            input_tokens: number;
                            output_tokens: number;
                            total_tokens: number;
                            latency_ms: number;
                            /** @description Estimated from the price table of the model */
                            cost_usd: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        budget: {
                            /** @description The budget that applies; null: no limit */
                            monthly_budget_usd: number | null;
                            /** @enum {string} */
                            source: "world" | "server" | "none";
                            /** @description The world's own budget, when set */
                            world_budget_usd: number | null;
                            spent_this_month_usd: number;
                            remaining_usd: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *         "email": "ada@example.com",
                     *         "role": "owner",
                     *         "joined_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       {
                     *         "user_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *         "email": "bo@example.com",
                     *         "role": "player",
                     *         "joined_at": "2025-11-21T18:02:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        user_id: string;
                        email: string | null;
                        /** @enum {string} */
                        role: "owner" | "co-author" | "player" | "viewer";
                        /** Format: date-time */
                        joined_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "player",
                 *       "expires_in_days": 7,
                 *       "max_uses": 5
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    role: "co-author" | "player" | "viewer";
                    /** @description Default: never expires */
                    expires_in_days?: number;
                    /** @description Default: any number of uses */
                    max_uses?: number;
                };
            };
        };
        responses: {
            /** @description The invite, with its token and link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
                     *       "token": "q3V9kZP1xN0bWcLr7tYhGfA2sD5mE8uJ4iO6pK1lQwE",
                     *       "url": "https://worldloom.example/app/join/q3V9kZP1xN0bWcLr7tYhGfA2sD5mE8uJ4iO6pK1lQwE",
                     *       "role": "player",
                     *       "expires_at": "2025-11-27T09:30:00.000Z",
                     *       "uses_left": 5
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        token: string;
                        url: string;
                        /** @enum {string} */
                        role: "co-author" | "player" | "viewer";
                        expires_at: string | null;
                        uses_left: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    revokeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inviteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite, revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
                     *       "role": "player",
                     *       "expires_at": "2025-11-27T09:30:00.000Z",
                     *       "uses_left": 4,
                     *       "revoked": true,
                     *       "created_at": "2025-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        role: "co-author" | "player" | "viewer";
                        expires_at: string | null;
                        uses_left: number | null;
                        revoked: boolean;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    joinWorld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The world joined and the role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "role": "player"
                     *     }
                     */
                    "application/json": {
                        world_id: string;
                        /** @enum {string} */
                        role: "owner" | "co-author" | "player" | "viewer";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    previewInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The world the invite leads to and its role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "world_name": "Aerthos",
                     *       "role": "player"
                     *     }
                     */
                    "application/json": {
                        world_id: string;
                        world_name: string;
                        /** @enum {string} */
                        role: "owner" | "co-author" | "player" | "viewer";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "co-author"
                 *     }
                 */
                "application/json": {
                    /** @description co-author, player or viewer */
                    role: string;
                };
            };
        };
        responses: {
            /** @description The member with their new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "email": "bo@example.com",
                     *       "role": "co-author",
                     *       "joined_at": "2025-11-21T18:02:00.000Z"
                     *     }
                     */
                    "application/json": {
                        user_id: string;
                        email: string | null;
                        /** @enum {string} */
                        role: "owner" | "co-author" | "player" | "viewer";
                        /** Format: date-time */
                        joined_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members who remain */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "user_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *         "email": "ada@example.com",
                     *         "role": "owner",
                     *         "joined_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       {
                     *         "user_id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *         "email": "bo@example.com",
                     *         "role": "player",
                     *         "joined_at": "2025-11-21T18:02:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": {
                        user_id: string;
                        email: string | null;
                        /** @enum {string} */
                        role: "owner" | "co-author" | "player" | "viewer";
                        /** Format: date-time */
                        joined_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    getWorldHistory: {
        parameters: {
            query?: {
                /** @description newest (default) or oldest first */
                order?: "newest" | "oldest";
                /** @description Events per page, 1 to 100 */
                limit?: number;
                cursor?: string;
                /** @description Only events of this actor (a user's id, an API key's id, or a system worker) */
                actorId?: string;
                actorKind?: "user" | "api_key" | "system";
                source?: "web" | "api" | "generator";
                /** @description Only events that happened during this arc */
                arcId?: string;
                /** @description With arcId: only events that happened while this beat was current */
                beatIndex?: number;
                /** @description Only events at or after this time */
                from?: string;
                /** @description Only events at or before this time */
                to?: string;
                /** @description Comma-separated event types, e.g. LocationStatusChanged,BeatGenerated */
                types?: string;
            };
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "revision": 41,
                     *           "event_id": "e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9",
                     *           "type": "LocationStatusChanged",
                     *           "schema_version": 1,
                     *           "occurred_at": "2025-11-20T09:42:10.000Z",
                     *           "actor": {
                     *             "kind": "system",
                     *             "id": "story-engine"
                     *           },
                     *           "source": "generator",
                     *           "correlation_id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *           "causation_id": null,
                     *           "generator": {
                     *             "provider": "openai",
                     *             "model": "gpt-4o-mini",
                     *             "prompt_hash": "c0ffee0000000000000000000000000000000000000000000000000000000000"
                     *           },
                     *           "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *           "beat_index": 1,
                     *           "arc_name": "The Sundered Crown",
                     *           "beat_name": "Theme Stated",
                     *           "summary": "Location \"Emberfall\" went from stable to declining"
                     *         },
                     *         {
                     *           "revision": 40,
                     *           "event_id": "e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9",
                     *           "type": "BeatGenerated",
                     *           "schema_version": 1,
                     *           "occurred_at": "2025-11-20T09:42:10.000Z",
                     *           "actor": {
                     *             "kind": "system",
                     *             "id": "story-engine"
                     *           },
                     *           "source": "generator",
                     *           "correlation_id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *           "causation_id": null,
                     *           "generator": {
                     *             "provider": "openai",
                     *             "model": "gpt-4o-mini",
                     *             "prompt_hash": "c0ffee0000000000000000000000000000000000000000000000000000000000"
                     *           },
                     *           "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *           "beat_index": 1,
                     *           "arc_name": "The Sundered Crown",
                     *           "beat_name": "Theme Stated",
                     *           "summary": "Beat 1 \"Theme Stated\" of \"The Sundered Crown\" (generated): 1 status change, 0 moves, 1 memory, 1 history line"
                     *         }
                     *       ],
                     *       "next_cursor": "cmV2OjQw"
                     *     }
                     */
                    "application/json": {
                        items: {
                            /** @description The event's 0-based position in the world's stream */
                            revision: number;
                            /** Format: uuid */
                            event_id: string;
                            /** @enum {string} */
                            type: "WorldCreated" | "WorldSeedingRequested" | "WorldSeedingPhaseRecorded" | "WorldSeeded" | "WorldSeedingFailed" | "LocationAdded" | "LocationUpdated" | "LocationStatusChanged" | "LocationHistoryRecorded" | "LocationDescriptionAmended" | "LocationRemoved" | "LocationClaimed" | "LocationReleased" | "FactionAdded" | "FactionUpdated" | "FactionStatusChanged" | "FactionHistoryRecorded" | "FactionStanceChanged" | "FactionDoctrineRewritten" | "FactionRemoved" | "CharacterAdded" | "CharacterUpdated" | "CharacterStatusChanged" | "CharacterMoved" | "CharacterMemoryRecorded" | "CharacterMotivationsChanged" | "CharacterAllegianceChanged" | "CharacterProfileAmended" | "CharacterRelationshipChanged" | "CharacterHistoryRecorded" | "CharacterRemoved" | "ArcStarted" | "BeatGenerated" | "ArcCompleted" | "WorldEventRecorded" | "WorldReviewModeSet" | "WorldBudgetSet" | "BeatDrafted" | "BeatDraftEdited" | "BeatDraftAccepted" | "BeatDraftDiscarded" | "BeatReverted" | "InviteCreated" | "InviteRevoked" | "MemberJoined" | "MemberRoleChanged" | "MemberRemoved" | "MemberLeft" | "PlayerCharacterBound" | "WorldAutoAdvanceSet";
                            /** @description The version the event was written with */
                            schema_version: number;
                            /** Format: date-time */
                            occurred_at: string;
                            actor: {
                                /** @enum {string} */
                                kind: "user" | "api_key" | "system";
                                id: string;
                            };
                            /** @enum {string} */
                            source: "web" | "api" | "generator";
                            correlation_id: string;
                            causation_id: string | null;
                            /** @description Set when a story generator wrote the event */
                            generator: {
                                provider: string;
                                model: string;
                                prompt_hash: string;
                                input_tokens?: number | null;
                                output_tokens?: number | null;
                                latency_ms?: number | null;
                                cost_usd?: number | null;
                            } | null;
                            /** @description The arc active when the event happened */
                            arc_id: string | null;
                            /** @description That arc's current beat when the event happened */
                            beat_index: number | null;
                            /** @description That arc's story name; null outside arcs */
                            arc_name: string | null;
                            /** @description The name of that beat; null outside arcs and before the arc's first beat */
                            beat_name: string | null;
                            /** @description One line saying what changed */
                            summary: string;
                        }[];
                        /** @description Pass as `cursor` for the next page; null on the last page */
                        next_cursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    diffWorldStates: {
        parameters: {
            query?: {
                /** @description The earlier point: a revision */
                fromRevision?: number;
                /** @description The earlier point: with fromBeatIndex, just after that beat */
                fromArcId?: string;
                fromBeatIndex?: number;
                /** @description The earlier point: an ISO time */
                fromAt?: string;
                /** @description The later point (default: now, the live state) */
                toRevision?: number;
                toArcId?: string;
                toBeatIndex?: number;
                toAt?: string;
            };
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The difference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": {
                     *         "revision": 12,
                     *         "occurred_at": "2025-11-20T09:30:00.000Z"
                     *       },
                     *       "to": {
                     *         "revision": null,
                     *         "occurred_at": null
                     *       },
                     *       "world": [
                     *         {
                     *           "field": "updated_at",
                     *           "before": "2025-11-20T09:30:00.000Z",
                     *           "after": "2025-11-20T09:42:10.000Z"
                     *         }
                     *       ],
                     *       "arcs": {
                     *         "added": [],
                     *         "removed": [],
                     *         "changed": [
                     *           {
                     *             "id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *             "name": "The Sundered Crown",
                     *             "changes": [
                     *               {
                     *                 "field": "current_beat_id",
                     *                 "before": "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7",
                     *                 "after": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "beats": {
                     *         "added": [
                     *           {
                     *             "id": "d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8",
                     *             "arc_id": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                     *             "beat_index": 1,
                     *             "beat_name": "Theme Stated",
                     *             "beat_type": "generated",
                     *             "description": "Lanterns rise over Emberfall as the court gathers for the coronation.",
                     *             "world_directives": [
                     *               "Emberfall is thriving"
                     *             ],
                     *             "emergent_storylines": [
                     *               "A courier carries a sealed letter north"
                     *             ],
                     *             "created_at": "2025-11-20T09:42:10.000Z"
                     *           }
                     *         ],
                     *         "removed": [],
                     *         "changed": []
                     *       },
                     *       "locations": {
                     *         "added": [],
                     *         "removed": [],
                     *         "changed": [
                     *           {
                     *             "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "name": "Emberfall",
                     *             "changes": [
                     *               {
                     *                 "field": "status",
                     *                 "before": "stable",
                     *                 "after": "declining"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "factions": {
                     *         "added": [],
                     *         "removed": [],
                     *         "changed": []
                     *       },
                     *       "characters": {
                     *         "added": [
                     *           {
                     *             "id": "f7d4b5e6-8a9c-4012-93e4-f5a6b7c8d9e0",
                     *             "world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *             "name": "Ada Thorne",
                     *             "type": "npc",
                     *             "story_role": "major",
                     *             "status": "active",
                     *             "description": "Court archivist with ink-stained fingers.",
                     *             "background": "Raised in the archive after her parents vanished.",
                     *             "personality_traits": [
                     *               "curious",
                     *               "stubborn"
                     *             ],
                     *             "motivations": [
                     *               "Find out what happened to her parents"
                     *             ],
                     *             "memories": [
                     *               {
                     *                 "timestamp": "2025-11-20T09:30:00.000Z",
                     *                 "event_description": "Saw the crown split",
                     *                 "emotional_impact": "dread",
                     *                 "importance": 0.9
                     *               }
                     *             ],
                     *             "story_beats_witnessed": [
                     *               "c4a1e2b3-5d6f-4789-a0b1-c2d3e4f5a6b7"
                     *             ],
                     *             "location_id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *             "faction_id": "0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                     *             "relationships": [],
                     *             "allegiance": {
                     *               "change": "join",
                     *               "reason": "Sworn to the eldest line",
                     *               "changed_at": "2025-11-20T09:30:00.000Z"
                     *             },
                     *             "historical_events": [
                     *               {
                     *                 "timestamp": "2025-11-20T09:30:00.000Z",
                     *                 "event": "Joined House Veyra: Sworn to the eldest line",
                     *                 "beat_index": 3
                     *               }
                     *             ],
                     *             "emerged_in_beat": null,
                     *             "created_at": "2025-11-20T09:30:00.000Z",
                     *             "controlled_by": null
                     *           }
                     *         ],
                     *         "removed": [],
                     *         "changed": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        from: {
                            /** @description The last event folded in; null for now (the live read models) */
                            revision: number | null;
                            /** @description When that event happened; null for now */
                            occurred_at: string | null;
                        };
                        to: {
                            /** @description The last event folded in; null for now (the live read models) */
                            revision: number | null;
                            /** @description When that event happened; null for now */
                            occurred_at: string | null;
                        };
                        world: {
                            field: string;
                            /** @description The JSON value before */
                            before: unknown;
                            /** @description The JSON value after */
                            after: unknown;
                        }[];
                        /** @description The current arc (a new arc shows as one removed, one added) */
                        arcs: {
                            added: components["schemas"]["Arc"][];
                            removed: components["schemas"]["Arc"][];
                            changed: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                changes: {
                                    field: string;
                                    /** @description The JSON value before */
                                    before: unknown;
                                    /** @description The JSON value after */
                                    after: unknown;
                                }[];
                            }[];
                        };
                        /** @description The current arc's generated beats */
                        beats: {
                            added: components["schemas"]["Beat"][];
                            removed: components["schemas"]["Beat"][];
                            changed: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                changes: {
                                    field: string;
                                    /** @description The JSON value before */
                                    before: unknown;
                                    /** @description The JSON value after */
                                    after: unknown;
                                }[];
                            }[];
                        };
                        locations: {
                            added: components["schemas"]["Location"][];
                            removed: components["schemas"]["Location"][];
                            changed: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                changes: {
                                    field: string;
                                    /** @description The JSON value before */
                                    before: unknown;
                                    /** @description The JSON value after */
                                    after: unknown;
                                }[];
                            }[];
                        };
                        factions: {
                            added: components["schemas"]["Faction"][];
                            removed: components["schemas"]["Faction"][];
                            changed: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                changes: {
                                    field: string;
                                    /** @description The JSON value before */
                                    before: unknown;
                                    /** @description The JSON value after */
                                    after: unknown;
                                }[];
                            }[];
                        };
                        characters: {
                            added: components["schemas"]["Character"][];
                            removed: components["schemas"]["Character"][];
                            changed: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                changes: {
                                    field: string;
                                    /** @description The JSON value before */
                                    before: unknown;
                                    /** @description The JSON value after */
                                    after: unknown;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportWorld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {"format":"worldloom.world-export","formatVersion":1,"worldId":"3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91","eventCount":1,"schemaVersions":{"WorldCreated":2,"WorldSeedingRequested":1,"WorldSeedingPhaseRecorded":1,"WorldSeeded":1,"WorldSeedingFailed":1,"LocationAdded":2,"LocationUpdated":1,"LocationStatusChanged":1,"LocationHistoryRecorded":1,"LocationDescriptionAmended":1,"LocationRemoved":1,"FactionAdded":1,"FactionUpdated":1,"FactionStatusChanged":2,"FactionHistoryRecorded":1,"FactionRemoved":1,"FactionStanceChanged":1,"LocationClaimed":1,"LocationReleased":1,"FactionDoctrineRewritten":1,"CharacterAdded":2,"CharacterUpdated":1,"CharacterStatusChanged":1,"CharacterMoved":1,"CharacterMemoryRecorded":1,"CharacterMotivationsChanged":1,"CharacterAllegianceChanged":1,"CharacterProfileAmended":1,"CharacterRelationshipChanged":1,"CharacterHistoryRecorded":1,"CharacterRemoved":1,"ArcStarted":2,"BeatGenerated":2,"ArcCompleted":1,"WorldEventRecorded":1,"WorldReviewModeSet":1,"WorldBudgetSet":1,"BeatDrafted":1,"BeatDraftEdited":1,"BeatDraftAccepted":1,"BeatDraftDiscarded":1,"BeatReverted":1,"InviteCreated":1,"InviteRevoked":1,"MemberJoined":1,"MemberRoleChanged":1,"MemberRemoved":1,"MemberLeft":1,"PlayerCharacterBound":1,"WorldAutoAdvanceSet":1},"exportedAt":"2025-11-20T09:42:10.000Z"}
                     *     {"revision":0,"id":"e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9","type":"WorldCreated","data":{"worldId":"3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91","ownerId":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e","name":"The Enchanted Kingdom","description":"A realm of ancient forests, floating citadels and feuding mage-houses.","createdAt":"2025-11-20T09:30:00.000Z","origin":null},"metadata":{"actorId":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e","actorKind":"user","source":"web","correlationId":"d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8","causationId":null,"occurredAt":"2025-11-20T09:30:00.000Z","schemaVersion":2,"userId":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e"}}
                     *     {"end":"worldloom.world-export","eventCount":1,"sha256":"112a5f3290213dbeeda07793dcc606677ad8a3d6f8e5d5864695baf022af4426"}
                     */
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    forkWorld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                worldId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "arcId": "8b2d4f6a-1c3e-4a5b-8d7f-9e0a1b2c3d4e",
                 *       "beatIndex": 7,
                 *       "name": "What if the crown never split"
                 *     }
                 */
                "application/json": {
                    /** @description A revision of the world's stream (0 is its creation) */
                    atRevision?: number;
                    /**
                     * Format: uuid
                     * @description With beatIndex: just after that beat of that arc was generated
                     */
                    arcId?: string;
                    beatIndex?: number;
                    /**
                     * Format: date-time
                     * @description An ISO time: after the last event at or before it
                     */
                    at?: string;
                    /** @description Default: "<source name> (fork)" */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The new world */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world_id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "name": "What if the crown never split",
                     *       "source_world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "source_revision": 41,
                     *       "event_count": 42
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        world_id: string;
                        name: string;
                        /** Format: uuid */
                        source_world_id: string;
                        /** @description The last event of the source the copy holds */
                        source_revision: number;
                        event_count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    importWorld: {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {"format":"worldloom.world-export","formatVersion":1,"worldId":"3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91","eventCount":1,"schemaVersions":{"WorldCreated":2,"WorldSeedingRequested":1,"WorldSeedingPhaseRecorded":1,"WorldSeeded":1,"WorldSeedingFailed":1,"LocationAdded":2,"LocationUpdated":1,"LocationStatusChanged":1,"LocationHistoryRecorded":1,"LocationDescriptionAmended":1,"LocationRemoved":1,"FactionAdded":1,"FactionUpdated":1,"FactionStatusChanged":2,"FactionHistoryRecorded":1,"FactionRemoved":1,"FactionStanceChanged":1,"LocationClaimed":1,"LocationReleased":1,"FactionDoctrineRewritten":1,"CharacterAdded":2,"CharacterUpdated":1,"CharacterStatusChanged":1,"CharacterMoved":1,"CharacterMemoryRecorded":1,"CharacterMotivationsChanged":1,"CharacterAllegianceChanged":1,"CharacterProfileAmended":1,"CharacterRelationshipChanged":1,"CharacterHistoryRecorded":1,"CharacterRemoved":1,"ArcStarted":2,"BeatGenerated":2,"ArcCompleted":1,"WorldEventRecorded":1,"WorldReviewModeSet":1,"WorldBudgetSet":1,"BeatDrafted":1,"BeatDraftEdited":1,"BeatDraftAccepted":1,"BeatDraftDiscarded":1,"BeatReverted":1,"InviteCreated":1,"InviteRevoked":1,"MemberJoined":1,"MemberRoleChanged":1,"MemberRemoved":1,"MemberLeft":1,"PlayerCharacterBound":1,"WorldAutoAdvanceSet":1},"exportedAt":"2025-11-20T09:42:10.000Z"}
                 *     {"revision":0,"id":"e6c3a4d5-7f8b-4901-82d3-e4f5a6b7c8d9","type":"WorldCreated","data":{"worldId":"3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91","ownerId":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e","name":"The Enchanted Kingdom","description":"A realm of ancient forests, floating citadels and feuding mage-houses.","createdAt":"2025-11-20T09:30:00.000Z","origin":null},"metadata":{"actorId":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e","actorKind":"user","source":"web","correlationId":"d5b2f3c4-6e7a-4890-b1c2-d3e4f5a6b7c8","causationId":null,"occurredAt":"2025-11-20T09:30:00.000Z","schemaVersion":2,"userId":"b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e"}}
                 *     {"end":"worldloom.world-export","eventCount":1,"sha256":"112a5f3290213dbeeda07793dcc606677ad8a3d6f8e5d5864695baf022af4426"}
                 */
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description The new world */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "world_id": "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "name": "The Enchanted Kingdom",
                     *       "source_world_id": "3f0e6a52-8c1d-4b7e-9a64-2d5f1c0b7e91",
                     *       "source_revision": 0,
                     *       "event_count": 1
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        world_id: string;
                        name: string;
                        /** Format: uuid */
                        source_world_id: string;
                        /** @description The last event of the source the copy holds */
                        source_revision: number;
                        event_count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["Timeout"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "info": {
                     *         "process": {
                     *           "status": "up",
                     *           "uptimeSeconds": 3600
                     *         }
                     *       },
                     *       "error": {},
                     *       "details": {
                     *         "process": {
                     *           "status": "up",
                     *           "uptimeSeconds": 3600
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["HealthCheckResult"];
                };
            };
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "info": {
                     *         "database": {
                     *           "status": "up"
                     *         },
                     *         "eventStore": {
                     *           "status": "up"
                     *         },
                     *         "projections": {
                     *           "status": "up",
                     *           "lagMs": 0,
                     *           "maxLagMs": 30000
                     *         },
                     *         "redis": {
                     *           "status": "up"
                     *         }
                     *       },
                     *       "error": {},
                     *       "details": {
                     *         "database": {
                     *           "status": "up"
                     *         },
                     *         "eventStore": {
                     *           "status": "up"
                     *         },
                     *         "projections": {
                     *           "status": "up",
                     *           "lagMs": 0,
                     *           "maxLagMs": 30000
                     *         },
                     *         "redis": {
                     *           "status": "up"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["HealthCheckResult"];
                };
            };
            431: components["responses"]["HeaderTooLarge"];
            500: components["responses"]["InternalServerError"];
            /** @description A dependency is down or the projections lag */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "error",
                     *       "info": {
                     *         "database": {
                     *           "status": "up"
                     *         },
                     *         "eventStore": {
                     *           "status": "up"
                     *         },
                     *         "redis": {
                     *           "status": "up"
                     *         }
                     *       },
                     *       "error": {
                     *         "projections": {
                     *           "status": "down",
                     *           "lagMs": 48210,
                     *           "maxLagMs": 30000
                     *         }
                     *       },
                     *       "details": {
                     *         "database": {
                     *           "status": "up"
                     *         },
                     *         "eventStore": {
                     *           "status": "up"
                     *         },
                     *         "projections": {
                     *           "status": "down",
                     *           "lagMs": 48210,
                     *           "maxLagMs": 30000
                     *         },
                     *         "redis": {
                     *           "status": "up"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["HealthCheckResult"];
                };
            };
        };
    };
}
