import Foundation

extension TraceRecording {
    /// The recording as a self-contained HTML page: the data, script and style are inline, and the
    /// page loads nothing from the network.
    ///
    /// The page draws one lane per traced point and subscription on a shared time axis: a bar from
    /// subscribe to dispose, a dot per `next`, `✕` for an error and `|` for completion. Hovering an
    /// event shows its value, time and thread; the wheel zooms, dragging pans and a double click
    /// shows everything again. Lanes are drawn on a canvas, so tens of thousands of events stay
    /// smooth. The page also writes its counts on `<body>` as `data-lanes`, `data-points`,
    /// `data-events`, `data-next`, `data-error`, `data-completed`, `data-subscribe`, `data-dispose`
    /// and `data-dropped`, for tools that check it.
    ///
    /// - Parameter title: The page's title and heading.
    public func html(title: String = "SwiftRx trace") -> String {
        TraceHTML.page(title: title, events: events, dropped: droppedCount, capacity: capacity)
    }

    /// Writes ``html(title:)`` to `url`, replacing what is there.
    public func writeHTML(to url: URL, title: String = "SwiftRx trace") throws {
        try Data(html(title: title).utf8).write(to: url, options: .atomic)
    }
}

/// Builds the timeline page.
enum TraceHTML {
    /// The page's data as JSON: points, lanes `[point, subscription, disposed]`, threads, and events
    /// `[kind, lane, microseconds, value or null, thread]`, kind indexing `TraceEvent.Kind.allCases`.
    static func data(title: String, events: [TraceEvent], dropped: Int, capacity: Int) -> String {
        let lanes = TraceLanes(events)
        var threads: [String] = []
        var threadIndex: [String: Int] = [:]
        let kinds = TraceEvent.Kind.allCases
        var rows: [String] = []
        rows.reserveCapacity(events.count)
        for event in events {
            let thread: Int
            if let index = threadIndex[event.thread] {
                thread = index
            } else {
                thread = threads.count
                threadIndex[event.thread] = thread
                threads.append(event.thread)
            }
            let value = event.value.map(TraceEventFormat.quoted) ?? "null"
            let kind = kinds.firstIndex(of: event.kind)!
            rows.append(
                "[\(kind),\(lanes.laneIndex[event.subscription]!),"
                    + "\(TraceEventFormat.number(event.microseconds)),\(value),\(thread)]")
        }
        let points = lanes.points.map(TraceEventFormat.quoted).joined(separator: ",")
        let laneRows = lanes.lanes.map { lane in
            "[\(lanes.pointIndex[lane.point]!),\(lane.subscription),\(lane.disposed)]"
        }
        return "{\"title\":\(TraceEventFormat.quoted(title)),\"dropped\":\(dropped),\"capacity\":\(capacity),"
            + "\"points\":[\(points)],\"lanes\":[\(laneRows.joined(separator: ","))],"
            + "\"threads\":[\(threads.map(TraceEventFormat.quoted).joined(separator: ","))],"
            + "\"events\":[\n\(rows.joined(separator: ",\n"))\n]}"
    }

    static func page(title: String, events: [TraceEvent], dropped: Int, capacity: Int) -> String {
        let escapedTitle =
            title
            .replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return
            template
            .replacingOccurrences(of: "@@TITLE@@", with: escapedTitle)
            .replacingOccurrences(
                of: "@@DATA@@", with: data(title: title, events: events, dropped: dropped, capacity: capacity))
    }

    // The JSON data is escaped so that it holds no `<`, so it cannot end the script element early.
    static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>@@TITLE@@</title>
        <style>
        body { margin: 0; font: 13px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d232a; background: #fbfbfc; }
        header { padding: 10px 16px; border-bottom: 1px solid #dde1e6; background: #fff; }
        h1 { font-size: 16px; margin: 0 0 4px 0; }
        #summary { color: #57606a; }
        #legend { color: #57606a; margin-top: 4px; }
        #legend b { color: #1d232a; }
        #wrap { position: relative; }
        canvas { display: block; cursor: crosshair; }
        #tip { position: absolute; pointer-events: none; display: none; background: #1d232a; color: #fff; padding: 6px 8px; border-radius: 4px; font: 12px ui-monospace, Menlo, Consolas, monospace; white-space: pre; max-width: 600px; overflow: hidden; text-overflow: ellipsis; z-index: 2; }
        </style>
        </head>
        <body>
        <header>
        <h1>@@TITLE@@</h1>
        <div id="summary"></div>
        <div id="legend"><b>●</b> next &nbsp; <b style="color:#cf222e">✕</b> error &nbsp; <b>|</b> completed &nbsp; <b>▬</b> subscribed … disposed &nbsp;·&nbsp; wheel: zoom, drag: pan, double click: everything</div>
        </header>
        <div id="wrap"><canvas id="timeline"></canvas><div id="tip"></div></div>
        <script type="application/json" id="trace-data">@@DATA@@</script>
        <script>
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("trace-data").textContent);
          var KINDS = ["subscribe", "next", "error", "completed", "dispose"];
          var COLORS = ["#0969da", "#8250df", "#1a7f37", "#bc4c00", "#0a7b83", "#bf3989", "#6639ba", "#9a6700"];
          var LANE = 24, AXIS = 28, LABEL = 200, RIGHT = 24;
          var lanes = data.lanes.map(function (l) {
            return { point: l[0], sub: l[1], disposed: l[2], events: [], start: null, end: null };
          });
          var counts = [0, 0, 0, 0, 0];
          var tMin = Infinity, tMax = -Infinity;
          data.events.forEach(function (e) {
            var lane = lanes[e[1]];
            lane.events.push(e);
            counts[e[0]]++;
            if (e[2] < tMin) tMin = e[2];
            if (e[2] > tMax) tMax = e[2];
          });
          if (!isFinite(tMin)) { tMin = 0; tMax = 1; }
          if (tMax === tMin) tMax = tMin + 1;
          lanes.forEach(function (lane) {
            lane.events.sort(function (a, b) { return a[2] - b[2]; });
            lane.start = lane.events.length ? lane.events[0][2] : tMin;
            lane.end = lane.disposed && lane.events.length ? lane.events[lane.events.length - 1][2] : tMax;
          });
          var body = document.body;
          body.setAttribute("data-lanes", lanes.length);
          body.setAttribute("data-points", data.points.length);
          body.setAttribute("data-events", data.events.length);
          KINDS.forEach(function (k, i) { body.setAttribute("data-" + k, counts[i]); });
          body.setAttribute("data-dropped", data.dropped);
          document.getElementById("summary").textContent =
            data.points.length + " traced points, " + lanes.length + " subscriptions, " + data.events.length +
            " events (" + counts[1] + " next, " + counts[2] + " error, " + counts[3] + " completed)" +
            (data.dropped ? ", " + data.dropped + " older events dropped (ring of " + data.capacity + ")" : "") +
            ", over " + formatTime(tMax - tMin, tMax - tMin) + ".";

          var canvas = document.getElementById("timeline");
          var tip = document.getElementById("tip");
          var ctx = canvas.getContext("2d");
          var view = { t0: tMin, t1: tMax };
          var width = 0, height = 0;
          var pad = (tMax - tMin) * 0.02;
          view.t0 = tMin - pad; view.t1 = tMax + pad;
          var full = { t0: view.t0, t1: view.t1 };

          function formatTime(t, range) {
            var a = Math.abs(range);
            if (a >= 2e6) return (t / 1e6).toFixed(a >= 2e7 ? 1 : 2) + " s";
            if (a >= 2e3) return (t / 1e3).toFixed(a >= 2e4 ? 0 : 1) + " ms";
            return t.toFixed(a >= 20 ? 0 : 2) + " µs";
          }
          // Times are from the start of the recording; the axis labels them so.
          function x(t) { return LABEL + (t - view.t0) / (view.t1 - view.t0) * (width - LABEL - RIGHT); }
          function timeAt(px) { return view.t0 + (px - LABEL) / (width - LABEL - RIGHT) * (view.t1 - view.t0); }
          function color(lane) { return COLORS[lane.point % COLORS.length]; }

          function resize() {
            var ratio = window.devicePixelRatio || 1;
            width = Math.max(600, document.documentElement.clientWidth);
            height = Math.min(30000, AXIS + lanes.length * LANE + 8);
            canvas.width = width * ratio; canvas.height = height * ratio;
            canvas.style.width = width + "px"; canvas.style.height = height + "px";
            ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
            draw();
          }

          function drawAxis() {
            var range = view.t1 - view.t0;
            var raw = range / Math.max(2, (width - LABEL) / 110);
            var mag = Math.pow(10, Math.floor(Math.log10(raw)));
            var step = mag * (raw / mag >= 5 ? 10 : raw / mag >= 2 ? 5 : raw / mag >= 1 ? 2 : 1);
            ctx.font = "11px sans-serif"; ctx.textAlign = "center"; ctx.textBaseline = "middle";
            for (var t = Math.ceil(view.t0 / step) * step; t <= view.t1; t += step) {
              var px = x(t);
              if (px < LABEL) continue;
              ctx.strokeStyle = "#eceff2"; ctx.beginPath(); ctx.moveTo(px + 0.5, AXIS - 6); ctx.lineTo(px + 0.5, height); ctx.stroke();
              ctx.fillStyle = "#57606a"; ctx.fillText(formatTime(t, step), px, AXIS / 2);
            }
          }

          function draw() {
            var drawn = 0;
            ctx.clearRect(0, 0, width, height);
            ctx.fillStyle = "#ffffff"; ctx.fillRect(0, 0, width, height);
            drawAxis();
            // Only the lanes in the window are drawn.
            var top = -canvas.getBoundingClientRect().top;
            var first = Math.max(0, Math.floor((top - AXIS) / LANE));
            var last = Math.min(lanes.length - 1, Math.ceil((top + window.innerHeight - AXIS) / LANE));
            for (var i = first; i <= last; i++) {
              var lane = lanes[i], y = AXIS + i * LANE + LANE / 2, c = color(lane);
              if (i % 2 === 0) { ctx.fillStyle = "#f6f8fa"; ctx.fillRect(0, y - LANE / 2, width, LANE); }
              ctx.fillStyle = c; ctx.font = "12px sans-serif"; ctx.textAlign = "left"; ctx.textBaseline = "middle";
              var name = data.points[lane.point];
              ctx.fillText((name.length > 24 ? name.slice(0, 23) + "…" : name) + "  #" + lane.sub, 8, y);
              ctx.save(); ctx.beginPath(); ctx.rect(LABEL - 8, y - LANE / 2, width - LABEL + 8, LANE); ctx.clip();
              var a = Math.max(LABEL - 8, x(lane.start)), b = Math.min(width, x(lane.end));
              if (b >= a) { ctx.globalAlpha = 0.25; ctx.fillStyle = c; ctx.fillRect(a, y - 3, Math.max(1, b - a), 6); ctx.globalAlpha = 1; }
              var lastPx = -1e9, lastKind = -1;
              for (var j = 0; j < lane.events.length; j++) {
                var e = lane.events[j], px = x(e[2]);
                if (px < LABEL - 8 || px > width) continue;
                // Culling: one mark per pixel column and kind.
                if (Math.round(px) === lastPx && e[0] === lastKind) continue;
                lastPx = Math.round(px); lastKind = e[0]; drawn++;
                mark(e[0], px, y, c);
              }
              ctx.restore();
            }
            body.setAttribute("data-drawn", drawn);
          }

          function mark(kind, px, y, c) {
            ctx.lineWidth = 2;
            if (kind === 1) {
              ctx.fillStyle = c; ctx.beginPath(); ctx.arc(px, y, 5, 0, 2 * Math.PI); ctx.fill();
              ctx.strokeStyle = "#ffffff"; ctx.lineWidth = 1; ctx.stroke();
            } else if (kind === 2) {
              ctx.strokeStyle = "#cf222e"; ctx.beginPath();
              ctx.moveTo(px - 5, y - 5); ctx.lineTo(px + 5, y + 5); ctx.moveTo(px + 5, y - 5); ctx.lineTo(px - 5, y + 5); ctx.stroke();
            } else if (kind === 3) {
              ctx.strokeStyle = "#1d232a"; ctx.beginPath(); ctx.moveTo(px, y - 8); ctx.lineTo(px, y + 8); ctx.stroke();
            } else {
              ctx.strokeStyle = c; ctx.lineWidth = 1; ctx.beginPath(); ctx.moveTo(px, y - 5); ctx.lineTo(px, y + 5); ctx.stroke();
            }
          }

          function nearest(lane, px) {
            var ev = lane.events, lo = 0, hi = ev.length - 1, t = timeAt(px);
            while (lo < hi) { var mid = (lo + hi) >> 1; if (ev[mid][2] < t) lo = mid + 1; else hi = mid; }
            var best = null, bestD = 9;
            for (var k = Math.max(0, lo - 3); k < Math.min(ev.length, lo + 3); k++) {
              var d = Math.abs(x(ev[k][2]) - px);
              if (d < bestD || (d === bestD && best && ev[k][0] !== 4)) { bestD = d; best = ev[k]; }
            }
            return best;
          }

          var drag = null;
          canvas.addEventListener("mousemove", function (m) {
            var r = canvas.getBoundingClientRect(), px = m.clientX - r.left, py = m.clientY - r.top;
            if (drag) {
              var dt = (drag.px - px) / (width - LABEL - RIGHT) * (drag.t1 - drag.t0);
              view.t0 = drag.t0 + dt; view.t1 = drag.t1 + dt; draw(); return;
            }
            var i = Math.floor((py - AXIS) / LANE), e = null;
            if (i >= 0 && i < lanes.length && px >= LABEL - 8) e = nearest(lanes[i], px);
            if (!e) { tip.style.display = "none"; return; }
            var lane = lanes[i];
            tip.textContent = KINDS[e[0]] + (e[3] !== null ? "  " + e[3] : "") + "\n" +
              data.points[lane.point] + "  subscription #" + lane.sub + "\n" +
              "at " + (e[2] / 1e3).toFixed(3) + " ms  on " + data.threads[e[4]];
            tip.style.display = "block";
            tip.style.left = Math.min(px + 12, width - 320) + "px"; tip.style.top = (py + 14) + "px";
          });
          canvas.addEventListener("mouseleave", function () { tip.style.display = "none"; drag = null; });
          canvas.addEventListener("mousedown", function (m) {
            var r = canvas.getBoundingClientRect();
            drag = { px: m.clientX - r.left, t0: view.t0, t1: view.t1 };
          });
          window.addEventListener("mouseup", function () { drag = null; });
          canvas.addEventListener("wheel", function (w) {
            var r = canvas.getBoundingClientRect(), px = w.clientX - r.left;
            if (px < LABEL) return;
            w.preventDefault();
            var t = timeAt(px), f = w.deltaY > 0 ? 1.25 : 0.8;
            view.t0 = t - (t - view.t0) * f; view.t1 = t + (view.t1 - t) * f; draw();
          }, { passive: false });
          canvas.addEventListener("dblclick", function () { view.t0 = full.t0; view.t1 = full.t1; draw(); });
          window.addEventListener("resize", resize);
          window.addEventListener("scroll", draw);
          resize();
        })();
        </script>
        </body>
        </html>
        """#
}
