-- wrk script: each request asks for a page chosen uniformly in 1..PAGES of the URL's list
-- (the URL already carries ?rows=...), so nearly every answer misses the sandbox's page cache.
--   wrk ... -s bench/randompage.lua URL -- PAGES
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("seed", threads)
end

function init(args)
  pages = tonumber(args[1]) or 100000
  math.randomseed(os.time() * 1000 + seed)
end

function request()
  return wrk.format(nil, wrk.path .. "&page=" .. math.random(1, pages))
end
