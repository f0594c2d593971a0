// MSVC's std::exception that carries a message: thrown directly, held in a
// variable, and as the base of an error class of the program. The messages
// must survive the translation.
#include "stdafx.h"
#include <amp.h>
#include <exception>
#include <string.h>
#include <vector>

using namespace concurrency;

class verification_error : public std::exception
{
public:
    explicit verification_error(const char *message) : std::exception(message) {}
};

void verify(const std::vector<int> &got, int factor)
{
    for (size_t i = 0; i < got.size(); ++i)
        if (got[i] != int(i) * factor)
            throw verification_error("GPU result differs from the reference");
}

int _tmain(int, _TCHAR *[])
{
    std::vector<int> data(512);
    array_view<int, 1> d(512, data);
    d.discard_data();
    parallel_for_each(d.extent, [=](index<1> i) restrict(amp) { d[i] = i[0] * 3; });
    d.synchronize();
    try {
        verify(data, 3);
    } catch (std::exception &e) {
        printf("FAIL: %s\n", e.what());
        return 1;
    }

    int caught = 0;
    try {
        verify(data, 4);
    } catch (const verification_error &e) {
        caught += strcmp(e.what(), "GPU result differs from the reference") == 0;
    }
    try {
        throw std::exception("plain message");
    } catch (std::exception &e) {
        caught += strcmp(e.what(), "plain message") == 0;
    }
    std::exception saved("saved message");
    caught += strcmp(saved.what(), "saved message") == 0;

    printf("exception messages: %s\n", caught == 3 ? "PASS" : "FAIL");
    return caught == 3 ? 0 : 1;
}
