-- wrk script for `npm run bench` (bench/api-load.mjs).
-- With no arguments wrk sends the URL's GET; with `book <yyyy-mm-dd> <slot,slot,...> <first>` every
-- request books a unique guest, walking the slots and then the days after <yyyy-mm-dd>, from guest
-- number <first> (each round starts further on, so no two requests in a run share a date and slot
-- until the 85 bookable days wrap; a slot then full answers 409).
-- done() prints the figures as one JSON line for the orchestrator.
local booking, day0, slots, first, n = false, 0, {}, 0, 0

function init(args)
  if args[1] ~= 'book' then return end
  booking = true
  local y, m, d = args[2]:match('(%d+)-(%d+)-(%d+)')
  day0 = os.time({ year = tonumber(y), month = tonumber(m), day = tonumber(d), hour = 12 })
  for s in args[3]:gmatch('[^,]+') do slots[#slots + 1] = s end
  first = tonumber(args[4])
end

function request()
  if not booking then return wrk.request() end
  local i = first + n
  n = n + 1
  -- Bookings open 90 days ahead (MAX_BOOKING_DAYS_AHEAD); day0 is 3 days out, so 85 days of slots.
  local date = os.date('%Y-%m-%d', day0 + (math.floor(i / #slots) % 85) * 86400)
  local body = string.format(
    '{"name":"Bench Guest %d","email":"guest%d@bench.example","phone":"+49 30 1234567","date":"%s","time":"%s","guests":2}',
    i, i, date, slots[(i % #slots) + 1])
  -- Each request from a guest of its own: one client gets 10 bookings a minute (docs/operations.md).
  local ip = string.format('10.%d.%d.%d', math.floor(i / 65536) % 256, math.floor(i / 256) % 256, i % 256)
  return wrk.format('POST', '/api/reservations/book', { ['Content-Type'] = 'application/json', ['CF-Connecting-IP'] = ip }, body)
end

function done(summary, latency, requests)
  local e = summary.errors
  -- The whole latency histogram (wrk has already corrected it; bench/wrk-histogram.mjs undoes that).
  local hist = {}
  for i = 1, #latency do
    local value, count = latency(i)
    hist[#hist + 1] = string.format('[%d,%d]', value, count)
  end
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"histogram":[%s]}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout, table.concat(hist, ',')))
end
