vcl 4.1;
# The shop's page cache, in front of every storefront instance (what it keeps and why: docs/storefront.md). The
# backend is declared by the file that includes this one (scripts/lib/varnish.mjs; the .vtc tests declare theirs).
import std;
import cookie;
import xkey;
import vsthrottle;

sub vcl_recv {
    unset req.http.X-Leafline-Country;
    unset req.http.X-Leafline-Client;
    if (req.method == "PURGE") {
        call leafline_purge;
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # A body of unknown length goes to the storefront as it arrives and the answer back at once, one the
        # storefront gives before the body has ended too (a 413 for a body over its limit): piped, one request
        # a connection. A body of known length is read whole (a pipe closed early would lose the answer).
        if (!req.http.Content-Length) {
            return (pipe);
        }
        return (pass);
    }
    # Pages with a customer's data, and what is not a page: the request goes on as it came, session and all.
    if (req.url ~ "^/(account|cart|checkout|order)" || req.url ~ "^/(store|auth)/") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    if (req.url ~ "^/_next/(static|image)" || req.url ~ "^/[^?]*\.(svg|png|jpe?g|webp|avif|gif|ico|txt|xml|webmanifest|woff2?)(\?|$)") {
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
sub leafline_client {
    set req.http.X-Leafline-Client = regsub("" + client.ip, "^::ffff:(\d+\.\d+\.\d+\.\d+)$", "\1");
    if (req.http.X-Leafline-Client ~ ":") {
        # `::` written out as zero groups, four, two and one as needed, until there are eight; then the first four kept.
        if (req.http.X-Leafline-Client ~ "::" && req.http.X-Leafline-Client !~ "^([^:]*:){5}") { set req.http.X-Leafline-Client = regsub(req.http.X-Leafline-Client, "::", ":0:0:0:0::"); }
        if (req.http.X-Leafline-Client ~ "::" && req.http.X-Leafline-Client !~ "^([^:]*:){7}") { set req.http.X-Leafline-Client = regsub(req.http.X-Leafline-Client, "::", ":0:0::"); }
        if (req.http.X-Leafline-Client ~ "::" && req.http.X-Leafline-Client !~ "^([^:]*:){8}") { set req.http.X-Leafline-Client = regsub(req.http.X-Leafline-Client, "::", ":0::"); }
        set req.http.X-Leafline-Client = regsub(regsub(regsub(req.http.X-Leafline-Client, "::", ":"), "^:", "0:"), ":$", ":0");
        set req.http.X-Leafline-Client = regsub(req.http.X-Leafline-Client, "^([^:]+:[^:]+:[^:]+:[^:]+):.*$", "\1::/64");
    }
}

# Each client may have the shop render LEAFLINE_MISSES_PER_CLIENT pages (default 60) every 10 seconds;
# kept pages, stale ones included, are never refused, and a client's misses count against it alone.
sub leafline_limit_misses {
    if (req.method != "GET" && req.method != "HEAD") {
        return;
    }
    if (req.url ~ "^/(store|auth)/" || req.url ~ "^/_next/") {
        return;
    }
    call leafline_client;
    if (vsthrottle.is_denied("misses:" + req.http.X-Leafline-Client, std.integer(std.getenv("LEAFLINE_MISSES_PER_CLIENT"), 60), 10s)) {
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
    unset bereq.http.X-Leafline-Client;
}

sub vcl_backend_fetch {
    unset bereq.http.X-Leafline-Country;
    unset bereq.http.X-Leafline-Client;
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
    if (beresp.http.xkey && beresp.http.Surrogate-Control ~ "max-age=\d+") {
        if (beresp.status != 200) {
            set beresp.ttl = 0s;
            set beresp.uncacheable = true;
            return (deliver);
        }
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=(\d+).*$", "\1") + "s", 0s);
        set beresp.grace = 1h;
        return (deliver);
    }
    unset beresp.http.xkey;
    if (bereq.url ~ "^/(robots\.txt|sitemap\.xml|icon\.svg|favicon\.ico)(\?|$)" && beresp.status == 200) {
        # Next sends these with max-age=0; the sitemap names the teas and houses, so it goes with their tags.
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
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "application/json";
        if (resp.status == 200) {
            synthetic({"{"purged":"} + req.http.X-Leafline-Purged + {"}"});
        } else {
            synthetic({"{"message":""} + resp.reason + {"""} + "}");
        }
        return (deliver);
    }
}
