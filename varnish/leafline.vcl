vcl 4.1;
# The shop's page cache, in front of every storefront instance (what it keeps and why: docs/storefront.md). The
# backend is declared by the file that includes this one (scripts/lib/varnish.mjs; the .vtc tests declare theirs).
import std;
import cookie;
import header;
import xkey;
import vsthrottle;

sub vcl_recv {
    unset req.http.X-Leafline-Country;
    unset req.http.X-Leafline-Miss-Key;
    call leafline_drop_framework_headers;
    call leafline_name_the_client;
    if (req.method == "PURGE") {
        call leafline_purge;
    }
    call leafline_refuse_bad_router_state;
    if (req.method != "GET" && req.method != "HEAD") {
        # Only the storefront's proxy to the back end takes writes; a page is rendered for GET and HEAD alone,
        # so no other method renders one past the misses' limit.
        if (req.url !~ "^/(store|auth)/") {
            return (synth(405, "This address takes GET and HEAD only."));
        }
        # A body of unknown length goes to the storefront as it arrives and the answer back at once, one the
        # storefront gives before the body has ended too (a 413 for a body over its limit): piped, one request
        # a connection. A body of known length is read whole (a pipe closed early would lose the answer).
        if (!req.http.Content-Length) {
            return (pipe);
        }
        return (pass);
    }
    # Under /_next/ Next serves its build's files; the rest there is its own business (its image optimiser,
    # which the shop does not use, renders any page it is pointed at): never reached from outside.
    if (req.url ~ "^/_next/" && req.url !~ "^/_next/static/") {
        return (synth(404, "There is nothing at this address."));
    }
    # Pages with a customer's data, and what is not a page: the request goes on as it came, session and all.
    if (req.url ~ "^/(account|cart|checkout|order)" || req.url ~ "^/(store|auth)/") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    call leafline_keep_page_headers;
    if (req.url ~ "^/_next/static/" || req.url ~ "^/[^?]*\.(svg|png|jpe?g|webp|avif|gif|ico|txt|xml|webmanifest|woff2?)(\?|$)") {
        # A file is the same whatever query follows its path: one copy a file, so a query made up for each
        # request (a cache-buster) is a hit, not a new copy.
        set req.url = regsub(req.url, "\?.*$", "");
        unset req.http.Cookie;
        return (hash);
    }
    # A copy past its time (purged, or expired) is served while it renders again for 5 s after that at most:
    # later the request waits for the new one, so an edit shows within 5 s however long the page went unasked.
    set req.grace = 5s;
    # A page that may be kept is rendered for its country alone: the backend is sent that cookie and no
    # other, so no kept copy can ever have been rendered with a session.
    cookie.parse(req.http.Cookie);
    set req.http.X-Leafline-Country = cookie.get("leafline_country");
    if (req.http.X-Leafline-Country ~ "^[a-z]{2}$") {
        set req.http.Cookie = "leafline_country=" + req.http.X-Leafline-Country;
    } else {
        unset req.http.X-Leafline-Country;
        unset req.http.Cookie;
    }
    return (hash);
}

# Next reads request headers of its own (x-middleware-prefetch answers `{}` in place of the page; others
# name a matched path, a subrequest, a revalidation): they are the framework's, never a browser's, on every
# request. Each line whose name is in one of its namespaces is renamed, then all of them unset.
sub leafline_drop_framework_headers {
    header.regsub(req, "^(?i)(x-middleware-|x-nextjs-|x-invoke-|x-invocation-|x-now-|x-vercel-|x-matched-path|x-next-|x-prerender-|x-action-|x-forwarded-host|x-forwarded-port)[^:]*:.*$", "X-Leafline-Dropped: 1");
    unset req.http.X-Leafline-Dropped;
}

# A page that may be kept is rendered from these headers and no other, so that no header a stranger picks
# can change what the next shopper is served: the host, what the browser accepts, the country's cookie
# (narrowed in vcl_recv), Next's router headers (in the key, in its Vary, or hashed into the `_rsc` query,
# which Next answers with a 307 when they do not match), the client Varnish names
# (leafline_name_the_client) and the conditional and framing headers Varnish answers itself.
sub leafline_keep_page_headers {
    header.regsub(req, "^(?i)(?!(host|accept|accept-encoding|cookie|rsc|next-router-prefetch|next-router-segment-prefetch|next-router-state-tree|next-url|x-leafline-client|if-none-match|if-modified-since|content-length|transfer-encoding|connection):).*$", "X-Leafline-Dropped: 1");
    unset req.http.X-Leafline-Dropped;
}

# The client the storefront is told of (X-Leafline-Client, vouched for with CLIENT_ADDRESS_SECRET in
# vcl_backend_fetch and vcl_pipe, as the storefront vouches to the back end: packages/shop-contract's
# client-headers.ts): the connection's address, an IPv4 one as such when it came over IPv6. Whatever a client
# sent in these headers, or in X-Forwarded-For, is not believed.
sub leafline_name_the_client {
    unset req.http.X-Leafline-Storefront-Secret;
    set req.http.X-Leafline-Client = regsub("" + client.ip, "^::ffff:(\d+\.\d+\.\d+\.\d+)$", "\1");
}

# The storefront believes the client named above only with the secret, which Varnish adds on its way out.
sub leafline_vouch_for_client {
    if (std.getenv("CLIENT_ADDRESS_SECRET") ~ ".") {
        set bereq.http.X-Leafline-Storefront-Secret = std.getenv("CLIENT_ADDRESS_SECRET");
    } else {
        unset bereq.http.X-Leafline-Storefront-Secret;
    }
}

# Next answers a router request whose Next-Router-State-Tree it cannot read with a 500 (and logs an error), and
# its proxy never sees that header: so it is read here. The header is the router's state, a JSON tree that
# Next's client writes with encodeURIComponent: this is its grammar, mirroring Next 16.4's
# flightRouterStateSchema (next/dist/server/app-render/types.js), as Next's client spells it (JSON without
# spaces, upper-case escapes of valid UTF-8); Next's 40,000-character limit is Varnish's own 8 kB a header
# (http_req_hdr_len). Whatever else is a 400.
sub leafline_refuse_bad_router_state {
    if (!req.http.Next-Router-State-Tree) {
        return;
    }
    std.collect(req.http.Next-Router-State-Tree);
    if (req.http.Next-Router-State-Tree !~ {"(?x)
        ^(?&state)$
        (?(DEFINE)
            (?<state> %5B (?&segment) %2C %7B (?: (?&string) %3A (?&state) (?: %2C (?&string) %3A (?&state) )* )? %7D
                (?: %2C (?: null | %5B (?&string) %2C (?&string) %5D )
                    (?: %2C (?: null | %22 (?: refetch | inside-shared-layout | metadata-only ) %22 )
                        (?: %2C (?: null | (?&number) ) (?: %2C (?&string) )? )? )? )? %5D )
            (?<segment> (?&string)
                | %5B (?&string) %2C (?&string) %2C %22 (?: c | ci | oc | d | di ) (?: \(\.\)|\(\.\.\)|\(\.\.\.\)|\(\.\.\)\(\.\.\) )? %22
                  %2C (?: null | %5B (?: (?&string) (?: %2C (?&string) )* )? %5D ) %5D )
            (?<string> %22 (?: [A-Za-z0-9_.!~*'()-]
                | %(?!22|5C)[2-7][0-9A-F]
                | %5C (?: %22 | %5C | %2F | [bfnrt] | u[0-9A-Fa-f]{4} )
                | %(?:C[2-9A-F]|D[0-9A-F]) (?&tail)
                | %E0 %[AB][0-9A-F] (?&tail) | %E[1-9A-CEF] (?&tail){2} | %ED %[89][0-9A-F] (?&tail)
                | %F0 %(?:9[0-9A-F]|[AB][0-9A-F]) (?&tail){2} | %F[1-3] (?&tail){3} | %F4 %8[0-9A-F] (?&tail){2}
            )* %22 )
            (?<tail> %[89AB][0-9A-F] )
            (?<number> -? (?: 0 | [1-9][0-9]* ) (?: \.[0-9]+ )? (?: [eE] (?: %2B | - )? [0-9]+ )? )
        )"}) {
        return (synth(400, "The Next-Router-State-Tree header is not a router state Next can read."));
    }
}

# `PURGE` with `xkey-purge: <tags>` and `Authorization: Bearer <PAGE_CACHE_PURGE_SECRET>`: every copy
# carrying one of the tags is made stale (served once more while it renders again). The secret is the guard:
# the back end's processes may be on other machines.
sub leafline_purge {
    if (std.getenv("PAGE_CACHE_PURGE_SECRET") == "" || req.http.Authorization != "Bearer " + std.getenv("PAGE_CACHE_PURGE_SECRET")) {
        return (synth(403, "The purge secret is missing or wrong."));
    }
    if (req.http.xkey-purge !~ "[^ ,]") {
        return (synth(400, "Name the tags to purge in the xkey-purge header, separated by spaces."));
    }
    set req.http.X-Leafline-Purged = xkey.softpurge(req.http.xkey-purge);
    return (synth(200, "Purged"));
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.Host) {
        hash_data(req.http.Host);
    } else {
        hash_data(server.ip);
    }
    hash_data("country:" + req.http.X-Leafline-Country);
    # A router payload (RSC) and the HTML of one URL never stand in for each other; Next's Vary sorts the rest.
    hash_data("rsc:" + req.http.RSC + ":" + req.http.Next-Router-Prefetch + ":" + req.http.Next-Router-Segment-Prefetch);
    return (lookup);
}

# The client a miss is counted against: its address, an IPv6 one by its /64 (a connection is usually given
# a whole /64, and could take another address in it for each request).
sub leafline_miss_key {
    set req.http.X-Leafline-Miss-Key = req.http.X-Leafline-Client;
    if (req.http.X-Leafline-Miss-Key ~ ":") {
        # `::` written out as zero groups, four, two and one as needed, until there are eight; then the first four kept.
        if (req.http.X-Leafline-Miss-Key ~ "::" && req.http.X-Leafline-Miss-Key !~ "^([^:]*:){5}") { set req.http.X-Leafline-Miss-Key = regsub(req.http.X-Leafline-Miss-Key, "::", ":0:0:0:0::"); }
        if (req.http.X-Leafline-Miss-Key ~ "::" && req.http.X-Leafline-Miss-Key !~ "^([^:]*:){7}") { set req.http.X-Leafline-Miss-Key = regsub(req.http.X-Leafline-Miss-Key, "::", ":0:0::"); }
        if (req.http.X-Leafline-Miss-Key ~ "::" && req.http.X-Leafline-Miss-Key !~ "^([^:]*:){8}") { set req.http.X-Leafline-Miss-Key = regsub(req.http.X-Leafline-Miss-Key, "::", ":0::"); }
        set req.http.X-Leafline-Miss-Key = regsub(regsub(regsub(req.http.X-Leafline-Miss-Key, "::", ":"), "^:", "0:"), ":$", ":0");
        set req.http.X-Leafline-Miss-Key = regsub(req.http.X-Leafline-Miss-Key, "^([^:]+:[^:]+:[^:]+:[^:]+):.*$", "\1::/64");
    }
}

# Each client may have the shop render LEAFLINE_MISSES_PER_CLIENT pages (default 60) every 10 seconds, and
# as many build files (Next renders its 404 page for a file it lacks; a page names about 20 of the build's
# 30-odd files, each asked once however its query is spelled). Kept pages and files, stale ones included,
# are never refused, and a client's misses count against it alone. The JSON routes (store/, auth/) are the
# back end's, which keeps its own limits; they and the writes are the only requests passed to Next otherwise.
sub leafline_limit_misses {
    if (req.url ~ "^/(store|auth)/") {
        return;
    }
    call leafline_miss_key;
    if (req.url ~ "^/_next/static/") {
        set req.http.X-Leafline-Miss-Key = "files:" + req.http.X-Leafline-Miss-Key;
    } else {
        set req.http.X-Leafline-Miss-Key = "pages:" + req.http.X-Leafline-Miss-Key;
    }
    if (vsthrottle.is_denied(req.http.X-Leafline-Miss-Key, std.integer(std.getenv("LEAFLINE_MISSES_PER_CLIENT"), 60), 10s)) {
        return (synth(429, "Too many new pages at once"));
    }
}

sub vcl_miss {
    call leafline_limit_misses;
}

sub vcl_pass {
    call leafline_limit_misses;
}

sub vcl_pipe {
    set bereq.http.Connection = "close";
    unset bereq.http.X-Leafline-Country;
    unset bereq.http.X-Leafline-Miss-Key;
    call leafline_vouch_for_client;
}

sub vcl_backend_fetch {
    unset bereq.http.X-Leafline-Country;
    unset bereq.http.X-Leafline-Miss-Key;
    call leafline_vouch_for_client;
    # What may be kept is compressed here, once, rather than by Next's one thread on every render.
    if (!bereq.uncacheable) {
        unset bereq.http.Accept-Encoding;
    }
}

sub vcl_backend_response {
    if (!bereq.uncacheable && !beresp.http.Content-Encoding && beresp.http.Content-Type ~ "^(text/|application/(javascript|json|xml))") {
        set beresp.do_gzip = true;
    }
    # A stale copy is worth more than an error while it renders again.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (beresp.http.Set-Cookie) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Pages and build files are kept apart: no flood of one can push the other out. (What is passed goes
    # through Varnish's Transient store as it is sent, as ever.)
    if (!bereq.uncacheable) {
        set beresp.storage = storage.assets;
    }
    if (beresp.http.xkey && beresp.http.Surrogate-Control ~ "max-age=\d+") {
        # Kept only when it is what was asked for: a page's HTML, or for a router request (RSC) its payload.
        if (beresp.status != 200 || (bereq.http.RSC && beresp.http.Content-Type !~ "^text/x-component(;|$)") || (!bereq.http.RSC && beresp.http.Content-Type !~ "^text/html(;|$)")) {
            set beresp.ttl = 0s;
            set beresp.uncacheable = true;
            return (deliver);
        }
        if (!bereq.uncacheable) {
            set beresp.storage = storage.pages;
        }
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=(\d+).*$", "\1") + "s", 0s);
        set beresp.grace = 1h;
        return (deliver);
    }
    unset beresp.http.xkey;
    if (bereq.url ~ "^/(robots\.txt|sitemap\.xml|icon\.svg|favicon\.ico)(\?|$)" && beresp.status == 200) {
        # Next sends these with max-age=0; the sitemap names the teas and houses, so it goes with their tags.
        if (!bereq.uncacheable) {
            set beresp.storage = storage.pages;
        }
        set beresp.ttl = 1h;
        set beresp.grace = 1h;
        if (bereq.url ~ "^/sitemap\.xml") {
            set beresp.http.xkey = "catalogue listing houses";
        }
        return (deliver);
    }
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.Surrogate-Control;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

sub vcl_synth {
    if (resp.status == 429) {
        set resp.http.Retry-After = "5";
        set resp.http.Cache-Control = "no-store";
        set resp.http.Content-Type = "text/html; charset=utf-8";
        synthetic({"<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Leafline is busy</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f7f5ef;color:#1f2d1f}main{max-width:32rem;margin:15vh auto;padding:0 1.5rem}h1{font-family:Georgia,serif;font-weight:400;font-size:2rem}a{color:#2f5d34;font-weight:600}</style></head>
<body><main><h1>Too many new pages at once</h1><p>Leafline is putting together more pages than it can right now. This page loads again in 5 seconds.</p><p><a href="/">Go to the shop's home page</a></p></main></body></html>
"});
        return (deliver);
    }
    if (resp.status == 405) {
        set resp.http.Allow = "GET, HEAD";
    }
    if (req.method == "PURGE" || resp.status == 400 || resp.status == 404 || resp.status == 405) {
        set resp.http.Content-Type = "application/json";
        if (resp.status == 200) {
            synthetic({"{"purged":"} + req.http.X-Leafline-Purged + {"}"});
        } else {
            synthetic({"{"message":""} + resp.reason + {"""} + "}");
        }
        return (deliver);
    }
}
